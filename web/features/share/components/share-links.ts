export type ShareTarget = { id: 'x' | 'linkedin' | 'facebook' | 'reddit'; label: string; href: string };

const enc = encodeURIComponent;

/** The social sites' own share pages; every value is percent-encoded as one query component. */
export function shareTargets(url: string, title: string): ShareTarget[] {
  return [
    { id: 'x', label: 'X', href: `https://twitter.com/intent/tweet?text=${enc(title)}&url=${enc(url)}` },
    { id: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}` },
    { id: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}` },
    { id: 'reddit', label: 'Reddit', href: `https://www.reddit.com/submit?url=${enc(url)}&title=${enc(title)}` },
  ];
}
