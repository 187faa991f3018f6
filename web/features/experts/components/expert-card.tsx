import { useId, useState } from 'react';
import { Avatar } from '../../../ui/avatar';
import { Badge } from '../../../ui/badge';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Skeleton, SkeletonLines } from '../../../ui/skeleton';
import type { Expert } from '../api/types';
import { BIO_PREVIEW, experienceLabel, preview } from '../lib/expert-meta';
import { expertPath } from '../lib/paths';
import * as styles from './expert-card.css';

/** SPEC 2: the bio's first 150 characters, with Read more / Read less when there is more. */
function BioPreview({ bio }: { bio: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const short = preview(bio, BIO_PREVIEW);
  if (!short.cut) return <p className={styles.bio}>{bio}</p>;
  return (
    <p className={styles.bio} id={id}>
      {open ? bio : short.text}
      <button type="button" className={styles.more} aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
        {open ? 'Read less' : 'Read more'}
      </button>
    </p>
  );
}

export function ExpertCard({ expert }: { expert: Expert }) {
  const nameId = `expert-${expert.id}-name`;
  return (
    <Card as="article" stack="md" fill aria-labelledby={nameId} data-expert-id={expert.id}>
      <div className={styles.head}>
        <Avatar name={expert.name} src={expert.avatarUrl} size="lg" decorative />
        <div className={styles.identity}>
          <h3 id={nameId} className={styles.name}>{expert.name}</h3>
          <p className={styles.title}>{expert.title}</p>
          {expert.credentials ? <p className={styles.credentials}>{expert.credentials}</p> : null}
        </div>
      </div>
      <ul className={styles.tags} aria-label="Specializations">
        {expert.specializations.map((s) => <li key={s}><Badge tone="teal">{s}</Badge></li>)}
      </ul>
      <BioPreview bio={expert.bio} />
      <div className={styles.footer}>
        <span className={styles.experience}>{experienceLabel(expert.yearsExperience)}</span>
        <ButtonLink to={expertPath(expert.id)} size="sm" tone="secondary" aria-label={`View Profile: ${expert.name}`}>View Profile</ButtonLink>
      </div>
    </Card>
  );
}

export function ExpertCardSkeleton() {
  return (
    <Card stack="md" fill>
      <div className={styles.head}>
        <Skeleton shape="circle" />
        <div className={styles.skeletonIdentity}>
          <SkeletonLines lines={['title', 'half']} />
        </div>
      </div>
      <SkeletonLines lines={['third', 'text', 'text', 'half']} />
    </Card>
  );
}
