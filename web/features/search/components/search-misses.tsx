import type { SearchMiss } from '../../../../schemas/search/queries';
import { searchUrl } from '../state/search-box.atoms';
import { Link } from 'react-router-dom';
import * as styles from './search-misses.css';

const dayFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The searches that found nothing: a day, the query as counted, how many times; each query links to its (empty) results. */
export function SearchMissList({ misses }: { misses: SearchMiss[] }) {
  return (
    <table className={styles.table}>
      <caption className={styles.th}>Newest day first; within a day, the most searched first. Days are UTC.</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.th}>Day</th>
          <th scope="col" className={styles.th}>Search</th>
          <th scope="col" className={styles.th}>Times</th>
        </tr>
      </thead>
      <tbody>
        {misses.map((m) => (
          <tr key={`${m.day} ${m.query}`}>
            <td className={styles.td}>{dayFormat.format(new Date(`${m.day}T00:00:00Z`))}</td>
            <td className={styles.td}>
              <Link to={searchUrl(m.query)}>{m.query}</Link>
            </td>
            <td className={styles.count}>{m.count.toLocaleString('en-US')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
