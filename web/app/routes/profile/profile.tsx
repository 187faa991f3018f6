import { useAuth } from '../../../features/auth/api/get-session';
import { OwnPosts } from '../../../features/members/components/own-posts';
import { useProfile } from '../../../features/profile/api/get-profile';
import { ProfileStats } from '../../../features/profile/components/profile-stats';
import { ProfileSummary } from '../../../features/profile/components/profile-summary';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { ProfileError, ProfileLoading } from './profile-states';
import * as styles from './profile.css';

export function ProfileRoute() {
  const profile = useProfile();
  const auth = useAuth();
  return (
    <div className={styles.layout}>
      <PageHeader
        title="My Profile"
        before={<Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'My Profile' }]} />}
      />
      {profile.isPending ? <ProfileLoading /> : null}
      {profile.isError ? <ProfileError message={profile.error.message} /> : null}
      {profile.data ? (
        <Card padding="lg" className={styles.cardBody}>
          <ProfileSummary profile={profile.data} />
          <section aria-labelledby="stats-title">
            <h2 id="stats-title" className={styles.sectionTitle}>Your activity</h2>
            <ProfileStats profile={profile.data} />
          </section>
          {auth.status === 'authenticated' ? <OwnPosts memberId={Number(auth.user.id)} /> : null}
          <div className={styles.footer}>
            <ButtonLink to="/profile/settings" tone="secondary">Account Settings</ButtonLink>
          </div>
        </Card>
      ) : null}
    </div>
  );
}
