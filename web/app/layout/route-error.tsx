import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { container } from '../../styles/sprinkles.css';
import * as styles from './root-layout.css';

/** Last-resort boundary: a failed chunk load or a render error shows a way back instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main id="main-content" className={`${styles.main} ${container}`}>
      <h1>Something went wrong</h1>
      <p>We couldn&apos;t show this page. Please reload, or go back to the home page.</p>
      {detail ? <p>{detail}</p> : null}
      <p><Link to="/" reloadDocument>Go to the home page</Link></p>
    </main>
  );
}
