import { Link } from 'react-router-dom';
import { Avatar } from '../../../ui/avatar';
import { Card } from '../../../ui/card';
import type { Expert } from '../api/types';
import { BIO_PREVIEW, preview } from '../lib/expert-meta';
import { expertPath } from '../lib/paths';
import { ExpertFacts, ExpertLinks, SpecializationTags } from './expert-details';
import * as styles from './expert-profile.css';

/** An interview's sidebar: who is interviewed, with a link to their full profile. */
export function ExpertSidebar({ expert }: { expert: Expert }) {
  return (
    <Card as="aside" className={styles.sidebar} aria-labelledby="interview-expert-name">
      <p className={styles.eyebrow}>About the expert</p>
      <div className={styles.sidebarHead}>
        <Avatar name={expert.name} src={expert.avatarUrl} size="lg" decorative />
        <div className={styles.identity}>
          <h2 id="interview-expert-name" className={styles.name}>{expert.name}</h2>
          <p className={styles.title}>{expert.title}</p>
          {expert.credentials ? <p className={styles.credentials}>{expert.credentials}</p> : null}
        </div>
      </div>
      <p className={styles.bio}>{preview(expert.bio, BIO_PREVIEW * 2).text}</p>
      <SpecializationTags expert={expert} />
      <ExpertFacts expert={expert} />
      <ExpertLinks expert={expert} />
      <Link to={expertPath(expert.id)} className={styles.externalLink}>View full profile<span aria-hidden="true"> →</span></Link>
    </Card>
  );
}
