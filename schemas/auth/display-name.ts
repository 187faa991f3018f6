/**
 * Display names are shown beside everything a member writes, so they must not impersonate
 * the site or its staff, nor hide behind invisible characters. A name is normalised (NFKC,
 * invisible and format characters removed, runs of spaces collapsed) before it is measured
 * and stored, and refused when what remains claims a staff role or the site's name.
 */

/**
 * Characters that render as nothing: format characters (Cf: zero-width space/joiners, bidi
 * controls, soft hyphen, tags), variation selectors, the combining grapheme joiner, Hangul
 * fillers and the braille blank.
 */
const INVISIBLE = /[\p{Cf}\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u2800\u3164\uffa0\ufe00-\ufe0f\u{e0100}-\u{e01ef}]/gu;

export function normaliseDisplayName(raw: string): string {
  return raw.normalize('NFKC').replace(INVISIBLE, '').replace(/\p{Zs}+/gu, ' ').trim();
}

/** A name that had visible-looking length but is empty once invisible characters are removed. */
export const onlyInvisible = (raw: string) => raw.trim() !== '' && normaliseDisplayName(raw) === '';

/** Letters that look like Latin ones (Cyrillic, Greek, IPA) and leetspeak digits and symbols. */
const CONFUSABLES: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', і: 'i', ї: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', һ: 'h',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', μ: 'm', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ω: 'w', ɑ: 'a', ɡ: 'g', ɪ: 'i', ʀ: 'r', ᴅ: 'd', ᴍ: 'm', ɴ: 'n', ꜱ: 's', ᴛ: 't',
  '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's', '!': 'i', '|': 'l', ı: 'i', ł: 'l',
};

/** Lower case, accents dropped, look-alikes mapped to Latin: 'Ａdm1ń' and 'admin' share one skeleton. */
function skeleton(s: string): string {
  return [...s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()].map((c) => CONFUSABLES[c] ?? c).join('');
}

/** Words no member may use as a word of their name (staff roles and the site's names). */
const RESERVED_WORDS = new Set([
  'admin', 'admins', 'administrator', 'administrators', 'moderator', 'moderators', 'mod', 'mods', 'staff', 'support',
  'official', 'site', 'team', 'osg', 'opensexguide', 'sysop', 'root', 'webmaster', 'system', 'helpdesk',
]);

/** Claims even when run together with other letters ('SiteAdmin', 'TheModerator', 'OpenSexGuideHelp'). */
const RESERVED_AFFIXES = ['admin', 'administrator', 'moderator', 'opensexguide', 'osgteam', 'osgstaff', 'sitestaff', 'siteteam'];

/** True when the (normalised) name claims a staff role or the site's name. */
export function isReservedDisplayName(name: string): boolean {
  const words = skeleton(name).split(/[^a-z]+/).filter(Boolean);
  if (words.some((w) => RESERVED_WORDS.has(w))) return true;
  const joined = words.join('');
  return RESERVED_WORDS.has(joined) || RESERVED_AFFIXES.some((a) => joined.startsWith(a) || joined.endsWith(a));
}
