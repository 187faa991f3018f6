const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The markup the editor inserts for an uploaded content image: its size reserves its box, its alt text describes it. */
export const imageMarkup = (img: { url: string; width: number; height: number }, alt: string) =>
  `<img src="${img.url}" width="${img.width}" height="${img.height}" alt="${escapeAttr(alt.trim())}">`;
