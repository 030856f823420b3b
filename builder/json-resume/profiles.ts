/**
 * basics.profiles ↔ links.json. A profile names its network in free text and often gives only a
 * username: the import knows a network by the names people write, and makes its address.
 */
import { type Link, linkNames } from '../../shared/schema.ts';
import { type Field, nonBlankText } from './fields.ts';
import type { Profile } from './types.ts';

/** The last part of a profile's path, without the "@" of Mastodon and YouTube handles. */
const usernameFrom = (url: string) =>
  (new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '').replace(/^@/, '');

/**
 * JSON Resume's network is free text: the names people write for each network the footer links,
 * compared without case, spaces or punctuation ("Stack Overflow", "stackoverflow", "X (Twitter)").
 */
const networkKey = (network: string) => network.toLowerCase().replace(/[^a-z]/g, '');
const linkNameByNetwork = new Map<string, Link['name']>([
  ...linkNames.map((name) => [networkKey(name), name] as const),
  ['twitter', 'X'],
  ['xtwitter', 'X'],
  ['blog', 'Website'],
  ['homepage', 'Website'],
  ['personalsite', 'Website'],
  ['personalwebsite', 'Website'],
]);
export const linkNameOf = (network: string | undefined) => linkNameByNetwork.get(networkKey(network ?? ''));

/** A profile's address from its username, for networks whose addresses follow one pattern. */
const profileUrlPatterns: Partial<Record<Link['name'], (username: string) => string>> = {
  GitHub: (username) => `https://github.com/${username}`,
  LinkedIn: (username) => `https://www.linkedin.com/in/${username}`,
  X: (username) => `https://x.com/${username}`,
  YouTube: (username) => `https://www.youtube.com/@${username.replace(/^@/, '')}`,
};

/**
 * The address to import for a profile, and what was changed to get it: résumés often give only a
 * username (or the network's home page), or an http:// address of a network served over https.
 */
export function profileUrl(profile: Profile): { url: string | undefined; change?: string } {
  const name = linkNameOf(profile.network);
  const url = nonBlankText(profile.url);
  const homePage = url !== undefined && URL.canParse(url) && new URL(url).pathname.replace(/\/+$/, '') === '';
  const pattern = name && profileUrlPatterns[name];
  const username = nonBlankText(profile.username);
  if ((url === undefined || homePage) && pattern && username) {
    const made = pattern(username);
    return { url: made, change: `made from the username: ${made}` };
  }
  if (url?.startsWith('http://') && name !== 'Website') {
    const secure = `https://${url.slice('http://'.length)}`;
    return { url: secure, change: `http:// made https://: ${secure}` };
  }
  return { url };
}

export const profileFields: Field<Link, Profile>[] = [
  {
    content: 'name',
    resume: ['network'],
    write: (link) => ({ network: link.name }),
    read: (profile) => linkNameOf(profile.network),
  },
  {
    content: 'url',
    resume: ['url', 'username'],
    named: 'url',
    write: (link) => {
      // A personal site's address has no user name in it.
      const username = usernameFrom(link.url);
      return { ...(username && { username }), url: link.url };
    },
    read: (profile) => profileUrl(profile).url,
  },
];
