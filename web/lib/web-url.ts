/** `value` as a URL when it is an http(s) address; null for anything else (`javascript:`, `data:`, not a URL). */
export function webUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
