/**
 * SPEC 2 '/' and 9: the home page asks for the 3 newest interviews (limit 3, offset 0) and shows the
 * featured among them. A pure module: api/public-pages.ts loads the same list for '/'.
 */
export const HOME_INTERVIEWS = 3;
