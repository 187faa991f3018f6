/**
 * Set by the server while a browser holds a session and cleared when it ends (api/shared/auth.ts
 * signedInHint). Readable by the page's script: without it, a page knows it is anonymous and does
 * not ask the server who is signed in. It holds no secret; the session id stays HttpOnly.
 */
export const SIGNED_IN_COOKIE = 'osg_signed_in';
