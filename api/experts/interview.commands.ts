import { slugify } from '../../schemas/admin/slug.js';
import { bulkInterviewsInput, deleteInterviewsInput, restoreInterviewInput, type BulkInterviewsInput } from '../../schemas/experts/admin.js';
import { editInterviewInput, publishInterviewInput } from '../../schemas/experts/commands.js';
import type { ExpertEvent } from '../../schemas/experts/events.js';
import { expertStudioMessages as m } from '../../schemas/experts/messages.js';
import { loadState, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { eachItem } from '../shared/bulk.js';
import { deleteOneOrMany } from '../shared/delete-items.js';
import { badRequest } from '../shared/errors.js';
import { existingStream, runCommand } from '../shared/idempotency.js';
import { newSluggedItemStream } from '../shared/item-streams.js';
import { restoredEdit } from '../shared/restored-edit.js';
import { parseInput } from '../shared/validation.js';
import { assertInterviewable, expertDecider, expertStream } from './expert.decider.js';
import { interviewVersionAt } from './history.js';
import { claimInterviewSlug, interviewReservedBy, releaseInterviewSlug } from './interview-slugs.js';
import {
  assertLiveInterview,
  createInterview,
  deleteInterview,
  editedSlug,
  editInterview,
  interviewDecider,
  interviewStream,
  setInterviewPublished,
  type InterviewChanges,
  type InterviewState,
} from './interview.decider.js';
import { interviewStreamOf } from './queries.js';

export interface InterviewOutcome {
  interviewId: number;
  position: string;
  events: ExpertEvent[];
}

/** About 200 words a minute, at least one minute. */
export const readingMinutes = (questions: { question: string; answer: string }[]) =>
  Math.max(1, Math.min(240, Math.ceil(questions.map((q) => `${q.question} ${q.answer.replace(/<[^>]*>/g, ' ')}`).join(' ').split(/\s+/).filter(Boolean).length / 200)));

/** The expert must exist and not be deleted (read before deciding, on the expert's own stream). */
const checkExpert = async (deps: Deps, expertId: number) => assertInterviewable((await loadState(deps.store, expertStream(expertId), expertDecider)).state);

/**
 * Staff commands on interviews: the seeder and the studio run the same ones. A create allocates
 * an id and claims the slug on its reservation stream (interview-slugs.ts) before its events can
 * land; with an Idempotency-Key a retry answers the first id and appends nothing (T37).
 */
export async function publishInterviewCommand(deps: Deps, body: unknown, ctx: CommandContext): Promise<InterviewOutcome> {
  const cmd = parseInput(publishInterviewInput, body);
  const slug = cmd.slug ?? slugify(cmd.title);
  if (slug.length < 3) throw badRequest(m.slugRequired, 'validation');
  await checkExpert(deps, cmd.expertId);
  const prepare = newSluggedItemStream(deps, ctx, {
    kind: 'interview',
    idKey: 'interviewId',
    stream: interviewStream,
    slugStream: `interview-slug-${slug}`,
    reservedBy: (reservation) => interviewReservedBy(deps.store, slug, reservation),
    claim: (interviewId, reservation) => claimInterviewSlug(deps.store, ctx, slug, { interviewId, streamId: interviewStream(interviewId), interviewRevision: -1 }, reservation),
  });
  const { published, slug: _slug, durationMinutes, ...fields } = cmd;
  const res = await runCommand(deps.store, ctx, {
    command: 'experts.interview.publish',
    input: cmd,
    prepare,
    decider: interviewDecider,
    decide: (s, { interviewId }) => createInterview(s, { ...fields, interviewId, slug, durationMinutes: durationMinutes ?? readingMinutes(cmd.questions) }, published),
    // The slug must still be this interview's (no copy of this request reserved it for another id).
    beforeAppend: (s, _events, { interviewId }) => claimInterviewSlug(deps.store, ctx, slug, { interviewId, streamId: interviewStream(interviewId), interviewRevision: s.revision }),
  });
  return { interviewId: res.result.interviewId, position: res.position, events: res.events };
}

type Change = InterviewChanges & { id: number };

/** An edit (or a restore): the changed fields, a new slug claimed first and the old one released after. */
async function changeInterview(deps: Deps, ctx: CommandContext, command: string, input: unknown, change: Change): Promise<InterviewOutcome> {
  const streamId = interviewStreamOf(deps.rm, change.id);
  if (change.expertId !== undefined) await checkExpert(deps, change.expertId);
  let before: InterviewState | null = null;
  const res = await runCommand(deps.store, ctx, {
    command,
    input,
    prepare: existingStream(streamId, { interviewId: change.id }),
    decider: interviewDecider,
    decide: (s) => editInterview(s, change),
    beforeAppend: async (s, events) => {
      const slug = editedSlug(events);
      if (slug !== undefined) await claimInterviewSlug(deps.store, ctx, slug, { interviewId: change.id, streamId, interviewRevision: s.revision });
      before = s;
    },
  });
  const old = before as InterviewState | null;
  if (old && old.status !== 'none' && editedSlug(res.events) !== undefined) await releaseInterviewSlug(deps.store, ctx, old.slug, change.id, streamId);
  return { interviewId: change.id, position: res.position, events: res.events };
}

export async function editInterviewCommand(deps: Deps, body: unknown, ctx: CommandContext): Promise<InterviewOutcome> {
  const cmd = parseInput(editInterviewInput, body);
  return changeInterview(deps, ctx, 'experts.interview.edit', cmd, cmd);
}

/** A version at `revision` becomes a new edit carrying its fields and `restoredFrom`; the published state stays as it is. */
export async function restoreInterviewCommand(deps: Deps, body: unknown, ctx: CommandContext): Promise<InterviewOutcome> {
  const cmd = parseInput(restoreInterviewInput, body);
  const change: Change = await restoredEdit(deps, cmd, interviewVersionAt, ({ fields: { slug, expertId, title, description, interviewType, durationMinutes, featured, questions } }) => ({
    slug, expertId, title, description, interviewType, durationMinutes, featured, questions,
  }));
  return changeInterview(deps, ctx, 'experts.interview.restore', cmd, change);
}

export async function setInterviewPublishedCommand(deps: Deps, ctx: CommandContext, id: number, published: boolean): Promise<InterviewOutcome> {
  const res = await runCommand(deps.store, ctx, {
    command: published ? 'experts.interview.publish-again' : 'experts.interview.unpublish',
    input: { id },
    prepare: async () => ({ streamId: interviewStreamOf(deps.rm, id), result: { interviewId: id } }),
    decider: interviewDecider,
    decide: (s) => setInterviewPublished(s, published),
  });
  return { interviewId: id, position: res.position, events: res.events };
}

export async function deleteOneInterview(deps: Deps, ctx: CommandContext, id: number): Promise<InterviewOutcome> {
  const streamId = interviewStreamOf(deps.rm, id);
  let slug: string | null = null;
  const res = await runCommand(deps.store, ctx, {
    command: 'experts.interview.delete',
    input: { id },
    prepare: existingStream(streamId, { interviewId: id }),
    decider: interviewDecider,
    decide: (s) => {
      slug = assertLiveInterview(s).slug;
      return deleteInterview(s);
    },
  });
  if (slug) await releaseInterviewSlug(deps.store, ctx, slug, id, streamId);
  return { interviewId: id, position: res.position, events: res.events };
}

const eachInterview = (deps: Deps, ctx: CommandContext, ids: number[], run: (ctx: CommandContext, id: number) => Promise<unknown>) =>
  eachItem(() => deps.store.head(), ctx, ids, run);

export async function bulkInterviewsCommand(deps: Deps, body: unknown, ctx: CommandContext) {
  const cmd = parseInput(bulkInterviewsInput, body);
  const run = (c: CommandContext, id: number) => (cmd.action === 'delete' ? deleteOneInterview(deps, c, id) : setInterviewPublishedCommand(deps, c, id, cmd.action === 'publish'));
  return { ...(await eachInterview(deps, ctx, cmd.ids, run)), action: cmd.action as BulkInterviewsInput['action'] };
}

/** `{ id }` deletes one (a refusal is the request's error); `{ ids }` deletes several with per-item results. */
export async function deleteInterviewsCommand(deps: Deps, body: unknown, ctx: CommandContext) {
  const cmd = parseInput(deleteInterviewsInput, body);
  return deleteOneOrMany(() => deps.store.head(), ctx, cmd, (c, id) => deleteOneInterview(deps, c, id));
}
