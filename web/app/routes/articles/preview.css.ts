import { globalStyle } from '@vanilla-extract/css';

// A preview link's page runs no script (its CSP allows none), so the first-visit adult notice could
// never be dismissed there and would cover the article's last lines: a preview leaves it out.
globalStyle('body:has([data-preview-banner]) section[aria-labelledby="adult-notice-title"]', { display: 'none' });
