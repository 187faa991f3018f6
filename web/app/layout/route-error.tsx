import { Component, type ErrorInfo, type ReactNode } from 'react';
import { container } from '../../styles/sprinkles.css';
import * as styles from './root-layout.css';

/** What a failed chunk load or a render error shows: a way back instead of a blank page. */
export function RouteError() {
  return (
    <main id="main-content" className={`${styles.main} ${container}`}>
      <h1>Something went wrong</h1>
      <p>We couldn&apos;t show this page. Please reload, or go back to the home page.</p>
      {/* A plain link: it reloads the document, which also fetches a new build's chunks. */}
      <p><a href="/">Go to the home page</a></p>
    </main>
  );
}

/**
 * Last-resort boundary around the routes. A navigation (a new `resetKey`, the path) clears a failure
 * without remounting the pages, so the layout and its state (an open menu, the search box) survive.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failedAt: string | null }> {
  override state: { failedAt: string | null } = { failedAt: null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { failedAt: string | null }) {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    return state.failedAt !== null && state.failedAt !== props.resetKey ? { failedAt: null } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failedAt !== null ? <RouteError /> : this.props.children;
  }
}
