/** The main sections (SPEC 2, Layout). Their screens arrive with their features. */
export const NAV_LINKS = [
  { to: '/articles', label: 'Articles' },
  { to: '/experts', label: 'Expert Q&A' },
  { to: '/forum', label: 'Forum' },
  { to: '/products', label: 'Product Reviews' },
] as const;
