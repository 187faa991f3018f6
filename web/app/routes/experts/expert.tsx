import { useParams } from 'react-router-dom';
import { useExpertProfile } from '../../../features/experts/api/get-expert';
import type { ExpertProfile } from '../../../features/experts/api/types';
import { ExpertFacts, ExpertLinks, SpecializationTags } from '../../../features/experts/components/expert-details';
import * as profileStyles from '../../../features/experts/components/expert-profile.css';
import { ExpertNotFound, PageSkeleton } from '../../../features/experts/components/expert-states';
import { InterviewGrid } from '../../../features/experts/components/interview-card';
import { JsonLd, personLd } from '../../../features/experts/components/json-ld';
import { EmptyState, LoadError } from '../../../ui/states';
import { parseExpertId, preview } from '../../../features/experts/lib/expert-meta';
import { EXPERTS_PATH, expertPath } from '../../../features/experts/lib/paths';
import { absoluteUrl } from '../../../lib/site-origin';
import { Avatar } from '../../../ui/avatar';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { PageMeta, pageTitle } from '../../../ui/page-meta';
import * as styles from './experts.css';

function Profile({ data }: { data: ExpertProfile }) {
  const { expert, interviews } = data;
  const path = expertPath(expert.id);
  return (
    <div className={styles.profile}>
      <PageMeta title={pageTitle(`${expert.name}, ${expert.title}`)} description={preview(expert.bio, 160).text} path={path} type="website" />
      <JsonLd data={personLd(expert, absoluteUrl(path))} />
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Experts & Interviews', to: EXPERTS_PATH }, { label: expert.name }]} />
      <header className={profileStyles.hero}>
        <span className={profileStyles.heroAvatar}><Avatar name={expert.name} src={expert.avatarUrl} size="lg" decorative /></span>
        <div className={profileStyles.heroText}>
          <h1 className={profileStyles.heroName}>{expert.name}</h1>
          <p className={profileStyles.heroTitle}>{expert.title}</p>
          {expert.credentials ? <p className={profileStyles.credentials}>{expert.credentials}</p> : null}
          <SpecializationTags expert={expert} />
          <ExpertFacts expert={expert} />
          <ExpertLinks expert={expert} />
        </div>
      </header>
      <section className={styles.section} aria-labelledby="expert-bio-title">
        <h2 id="expert-bio-title" className={styles.sectionTitle}>About {expert.name}</h2>
        <p className={profileStyles.profileBio}>{expert.bio}</p>
      </section>
      <section className={styles.section} aria-labelledby="expert-interviews-title">
        <h2 id="expert-interviews-title" className={styles.sectionTitle}>Interviews with {expert.name}</h2>
        {interviews.length > 0 ? (
          <InterviewGrid interviews={interviews} label={`Interviews with ${expert.name}`} showExpert={false} />
        ) : (
          <EmptyState tone="dashed">No interviews with this expert yet.</EmptyState>
        )}
      </section>
    </div>
  );
}

function ProfileScreen({ expertId }: { expertId: number }) {
  const profile = useExpertProfile(expertId);
  if (profile.isPending) return <PageSkeleton label="Loading expert profile" />;
  if (profile.isError) return <LoadError message="Could not load this expert's profile. Please try again later." error={profile.error} details="text" />;
  if (!profile.data) return <ExpertNotFound />;
  return <Profile data={profile.data} />;
}

/** /experts/:expertId: the expert's full profile (SPEC 3 Expert fields) and their interviews. */
export function ExpertRoute() {
  const { expertId } = useParams();
  const id = parseExpertId(expertId);
  return id === null ? <ExpertNotFound /> : <ProfileScreen expertId={id} />;
}
