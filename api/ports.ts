import { accountPorts } from './account/ports.js';
import { articleDecider, articleStream, assertPublished } from './articles/article.decider.js';
import { isPublished, publishedById, publishedBySlug } from './articles/queries.js';
import { openHash, verifyPassword } from './auth/passwords.js';
import { authPorts } from './auth/ports.js';
import { leaveRoster } from './auth/change-role.command.js';
import { joinedAt, sessionUser, userProfile } from './auth/queries.js';
import { updateUserProfile } from './auth/update-profile.command.js';
import { userDecider, userStream } from './auth/user.decider.js';
import { avatarsPorts } from './avatars/ports.js';
import { avatarIdOf, deleteAvatarsOf, ownsAvatar, pruneAvatars } from './avatars/store.js';
import { commentsPorts } from './comments/ports.js';
import { forumPorts } from './forum/ports.js';
import { defineModerationPorts } from './moderation-ports.js';
import { imagesPorts } from './images/ports.js';
import { notificationDeliveryKey } from './notifications/delivery.js';
import { notificationsPorts } from './notifications/ports.js';
import { addressTag } from './newsletter/commands.js';
import { newsletterIssuePorts } from './newsletter/issues.ports.js';
import { findUserIdByEmail, sessionUser as staffUser } from './auth/queries.js';
import { isStaff } from '../schemas/shared/roles.js';
import { searchIndexFor } from './search/index.js';
import { loadState } from './shared/command.js';
import type { Deps } from './shared/deps.js';

/**
 * Where features meet (STYLE "Layout"). A feature that needs another declares what it needs as a
 * port next to its code (api/<feature>/ports.ts: an interface and its service key); this module,
 * a composition root like api/app.ts, wires each port to the features that answer it, as a
 * service (api/shared/services.ts) the API and the workers both define (api/services.ts).
 */
export function definePorts(deps: Deps): void {
  deps.services.define(accountPorts, () => ({
    async activeAccount(userId) {
      const { state } = await loadState(deps.store, userStream(userId), userDecider);
      if (state.status !== 'active') return null;
      return {
        role: state.role,
        async passwordMatches(password) {
          const hash = openHash(deps.keys, state.passwordHash);
          return hash !== null && (await verifyPassword(hash, password));
        },
      };
    },
    newsletterAddressTag: (email) => addressTag(deps.keys, email),
    eraseAvatars: (userId) => deleteAvatarsOf(deps.config.dataDir, userId),
    mailSettled: () => deps.services.get(notificationDeliveryKey).idle(),
    forgetInSearch() {
      const index = searchIndexFor(deps);
      index.sync();
      index.saveSnapshot();
    },
    leaveStaff: (userId, ctx) => leaveRoster(deps, userId, ctx),
  }));
  // Auth and avatars meet here: a profile update checks and prunes the uploads, an upload sets the profile.
  deps.services.define(authPorts, () => ({
    ownAvatar(userId, url) {
      const id = avatarIdOf(url);
      return id && ownsAvatar(deps.config.dataDir, userId, id) ? id : null;
    },
    pruneAvatars: (userId, keep) => pruneAvatars(deps.config.dataDir, userId, keep),
  }));
  deps.services.define(avatarsPorts, () => ({
    setAvatar: (userId, avatarUrl, ctx, log) => updateUserProfile({ ...deps, log }, userId, { avatarUrl }, ctx),
    profile: (userId) => userProfile(deps.rm, userId),
  }));
  deps.services.define(commentsPorts, () => ({
    async assertPublishedArticle(articleId) {
      assertPublished((await loadState(deps.store, articleStream(articleId), articleDecider)).state);
    },
    isPublishedArticle: (articleId) => isPublished(deps.rm, articleId),
  }));
  defineModerationPorts(deps);
  deps.services.define(forumPorts, () => ({ joinedAt: (userId) => joinedAt(deps.rm, userId) }));
  deps.services.define(notificationsPorts, () => ({
    mailAddress: (userId) => sessionUser(deps.rm, userId)?.email ?? null,
    articleSlug: (articleId) => publishedById(deps.rm, articleId)?.slug ?? null,
  }));
  deps.services.define(newsletterIssuePorts, () => ({
    articleCards: (ids) =>
      ids.flatMap((id) => {
        const a = publishedById(deps.rm, id);
        const url = a ? `${deps.config.publicUrl}/articles/${encodeURIComponent(a.slug)}` : '';
        return a ? [{ id: a.id, slug: a.slug, title: a.title, excerpt: a.excerpt, url, coverImage: a.coverImage?.startsWith('/') ? `${deps.config.publicUrl}${a.coverImage}` : a.coverImage }] : [];
      }),
    staffMemberByEmail(email) {
      const id = findUserIdByEmail(deps.rm, email.trim());
      const user = id === null ? null : staffUser(deps.rm, id);
      return user && isStaff(user.role) ? { userId: user.id } : null;
    },
  }));
  deps.services.define(imagesPorts, () => ({
    publishedBySlug: (slug) => publishedBySlug(deps.rm, slug),
    publishedById: (id) => publishedById(deps.rm, id),
  }));
}
