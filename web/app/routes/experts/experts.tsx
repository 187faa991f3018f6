import { useSearchParams } from 'react-router-dom';
import { useLatestInterviews } from '../../../features/experts/api/get-interviews';
import { ExpertDirectory } from '../../../features/experts/components/expert-directory';
import { FeaturedInterviewGrid } from '../../../features/experts/components/featured-interview-grid';
import { parseExpertQuery, parseSpecialization } from '../../../features/experts/lib/expert-meta';
import { expertsPath } from '../../../features/experts/lib/paths';
import { PageHeader } from '../../../ui/page-header';
import * as styles from './experts.css';

const LEAD = 'Clinicians, therapists and educators answer the questions people ask most, in depth and without judgement.';
const DESCRIPTION =
  'Expert interviews on sexual health, relationships, communication and intimacy, and profiles of the clinicians, therapists and educators who give them.';

function FeaturedInterviews() {
  return <FeaturedInterviewGrid newest={useLatestInterviews()} />;
}

/**
 * /experts (SPEC 2): up to 3 featured interviews among the newest 10, then 'Meet Our Experts' with the
 * text search (`q`) and the specialization badges (`specialization`), both kept in the address.
 */
export function ExpertsRoute() {
  const [params] = useSearchParams();
  const q = parseExpertQuery(params.get('q'));
  const specialization = parseSpecialization(params.get('specialization'));
  const filtered = Boolean(q || specialization);
  return (
    <div>
      <PageHeader
        title="Experts & Interviews"
        documentTitle={specialization ? `${specialization} experts` : 'Experts & Interviews'}
        lead={LEAD}
        description={DESCRIPTION}
        path={expertsPath('', specialization)}
        noindex={Boolean(q)}
      />
      <div className={styles.page}>
        <section className={styles.section} aria-labelledby="featured-interviews-title">
          <h2 id="featured-interviews-title" className={styles.sectionTitle}>Featured Interviews</h2>
          <FeaturedInterviews />
        </section>
        <section className={styles.section} aria-labelledby="meet-experts-title">
          <div className={styles.sectionHead}>
            <h2 id="meet-experts-title" className={styles.sectionTitle}>Meet Our Experts</h2>
            <p className={styles.sectionLead}>
              {filtered ? 'Experts matching your search.' : 'Search by name or topic, or pick a specialization.'}
            </p>
          </div>
          <ExpertDirectory q={q} specialization={specialization} />
        </section>
      </div>
    </div>
  );
}
