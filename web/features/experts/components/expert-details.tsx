import { Badge } from '../../../ui/badge';
import type { Expert } from '../api/types';
import { experienceLabel } from '../lib/expert-meta';
import * as styles from './expert-profile.css';

/** Opens in a new tab, with no access back to this page and no referrer (SECURITY T25). */
function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.externalLink}>
      {children}
      <span aria-hidden="true"> ↗</span>
    </a>
  );
}

export function SpecializationTags({ expert }: { expert: Expert }) {
  return (
    <ul className={styles.tags} aria-label="Specializations">
      {expert.specializations.map((s) => <li key={s}><Badge tone="teal">{s}</Badge></li>)}
    </ul>
  );
}

/** Years of experience and location, as a description list. */
export function ExpertFacts({ expert }: { expert: Expert }) {
  return (
    <dl className={styles.facts}>
      <dt className={styles.factLabel}>Experience</dt>
      <dd className={styles.factValue}>{experienceLabel(expert.yearsExperience)}</dd>
      {expert.location ? (
        <>
          <dt className={styles.factLabel}>Location</dt>
          <dd className={styles.factValue}>{expert.location}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** The expert's website and LinkedIn, when they have them. */
export function ExpertLinks({ expert }: { expert: Expert }) {
  if (!expert.websiteUrl && !expert.linkedinUrl) return null;
  return (
    <ul className={styles.links} aria-label={`${expert.name} elsewhere`}>
      {expert.websiteUrl ? <li><ExternalLink href={expert.websiteUrl}>Website</ExternalLink></li> : null}
      {expert.linkedinUrl ? <li><ExternalLink href={expert.linkedinUrl}>LinkedIn</ExternalLink></li> : null}
    </ul>
  );
}
