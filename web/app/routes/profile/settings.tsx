import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router-dom';
import { usePatchSessionUser } from '../../../features/auth/api/get-session';
import { useProfile } from '../../../features/profile/api/get-profile';
import { DeleteAccount } from '../../../features/account/components/delete-account';
import { ExportData } from '../../../features/account/components/export-data';
import { NotificationSettings } from '../../../features/notifications/components/notification-settings';
import { can } from '../../../../schemas/shared/roles';
import { hideOnMobile, showOnMobile } from '../../../styles/sprinkles.css';
import { SignedInSessions } from '../../../features/account/components/signed-in-sessions';
import { ChangeEmail } from '../../../features/account/components/change-email';
import { PasswordForm } from '../../../features/profile/components/password-form';
import { ProfileForm } from '../../../features/profile/components/profile-form';
import { ProfileStats } from '../../../features/profile/components/profile-stats';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { ProfileError, ProfileLoading } from './profile-states';
import * as styles from './profile.css';

const TABS = ['profile', 'security', 'notifications', 'account'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => TABS.includes(v as Tab);

export function SettingsRoute() {
  const profile = useProfile();
  const patchSession = usePatchSessionUser();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'profile';

  const onTabChange = (value: string) => {
    if (isTab(value)) setParams(value === 'profile' ? {} : { tab: value }, { replace: true });
  };

  return (
    <div className={styles.layout}>
      <PageHeader
        title="Account Settings"
        lead="Change how you appear to others, update your password and see your account details."
        before={<Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'My Profile', to: '/profile' }, { label: 'Settings' }]} />}
      />
      {profile.isPending ? <ProfileLoading /> : null}
      {profile.isError ? <ProfileError message={profile.error.message} /> : null}
      {profile.data ? (
        <Card padding="lg">
          <Tabs.Root value={tab} onValueChange={onTabChange}>
            <Tabs.List className={styles.tabList} aria-label="Settings sections">
              <Tabs.Trigger className={styles.tab} value="profile">Profile</Tabs.Trigger>
              <Tabs.Trigger className={styles.tab} value="security">Security</Tabs.Trigger>
              <Tabs.Trigger className={styles.tab} value="notifications"><span className={hideOnMobile}>Notifications</span><span className={showOnMobile}>Alerts</span></Tabs.Trigger>
              <Tabs.Trigger className={styles.tab} value="account">Account</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content className={styles.panel} value="profile">
              <ProfileForm
                profile={profile.data}
                onSaved={(p) => patchSession({ displayName: p.displayName, avatarUrl: p.avatarUrl })}
              />
            </Tabs.Content>
            <Tabs.Content className={styles.panel} value="security">
              <p className={styles.panelIntro}>
                Use at least 8 characters with a lowercase letter, an uppercase letter and a number. Changing it signs
                you out on your other devices.
              </p>
              <PasswordForm />
              <ChangeEmail email={profile.data.email} />
              <SignedInSessions />
            </Tabs.Content>
            <Tabs.Content className={styles.panel} value="notifications">
              <NotificationSettings staff={can(profile.data.role, 'moderation')} />
            </Tabs.Content>
            <Tabs.Content className={styles.panel} value="account">
              <ProfileStats profile={profile.data} />
              <ExportData />
              <DeleteAccount isAdmin={profile.data.role === 'admin'} />
            </Tabs.Content>
          </Tabs.Root>
        </Card>
      ) : null}
    </div>
  );
}
