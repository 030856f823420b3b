/**
 * basics.profiles as the footer's links: a profile of a network the footer has no icon for is
 * named with the networks it has, and an address made from a username or made https is told.
 */
import { nonBlankText } from '../../builder/json-resume/fields.ts';
import { linkNameOf, profileFields, profileUrl } from '../../builder/json-resume/profiles.ts';
import type { Profile } from '../../builder/json-resume/types.ts';
import { type Link, linkNames, linkSchema } from '../../shared/schema.ts';
import type { ImportNote } from '../import-shared/report.ts';
import { unreadFields } from './diagnostics.ts';
import { readEntries } from './read-entries.ts';

const knownNetworks = `${linkNames.filter((name) => name !== 'Website').join(', ')} and a personal site (network "Website" or "Blog")`;

export function linksFromProfiles(
  profiles: Profile[],
  notMapped: ImportNote[],
  adjusted: ImportNote[],
): Link[] {
  return profiles.flatMap((profile, index): Link[] => {
    const path = `basics.profiles[${index}]`;
    if (!linkNameOf(profile.network)) {
      const network = nonBlankText(profile.network)
        ? `the site has no icon for network ${JSON.stringify(profile.network)}`
        : 'it names no network';
      notMapped.push({ path, note: `${network}; the site links ${knownNetworks}` });
      return [];
    }
    notMapped.push(...unreadFields(profile, profileFields, path));
    const kept = readEntries('basics.profiles', [[index, profile]], profileFields, linkSchema, notMapped);
    const { change } = profileUrl(profile);
    if (change && kept.length > 0) adjusted.push({ path: `${path}.url`, note: change });
    return kept;
  });
}
