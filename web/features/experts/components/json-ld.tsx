/**
 * Structured data for search engines, written into the page by the server's render (and kept by the
 * browser's). A data block, not a script: the CSP does not run it. Every `<`, `>` and `&` is escaped
 * inside the JSON strings, so no text can close the element; JSON.parse reads the same values back.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const text = JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return <script type="application/ld+json">{text}</script>;
}

/** schema.org Person for an expert's profile (ISSUE 11: JSON-LD Person for experts). */
export function personLd(
  expert: { name: string; title: string; credentials: string; bio: string; avatarUrl: string | null; location: string; specializations: readonly string[]; websiteUrl: string | null; linkedinUrl: string | null },
  url: string | null,
): Record<string, unknown> {
  const sameAs = [expert.websiteUrl, expert.linkedinUrl].filter((u): u is string => Boolean(u));
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: expert.name,
    jobTitle: expert.title,
    description: expert.bio,
    ...(expert.credentials ? { honorificSuffix: expert.credentials } : {}),
    ...(url ? { url } : {}),
    ...(expert.avatarUrl ? { image: expert.avatarUrl } : {}),
    ...(expert.location ? { homeLocation: { '@type': 'Place', name: expert.location } } : {}),
    ...(expert.specializations.length ? { knowsAbout: [...expert.specializations] } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}
