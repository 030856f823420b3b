/**
 * Which of the user's repositories the snapshot keeps, as site.json's `github` chooses: the top N
 * by stars (forks and archived ones left out unless asked for), or the ones named, in the owner's
 * order. A name GitHub no longer lists is told apart by the number the last snapshot kept for it:
 * renamed (GitHub still has that number, under another name) or gone (deleted, or made private).
 */
import type { GithubRepository, GithubSelection, GithubSnapshot } from '../../shared/schema.ts';
import { type GithubEndpoints, GithubRefusal, type RestRepository, repositoryById } from './github-api.ts';
import { keptOfRest } from './kept-fields.ts';

/** site.json's choice when it names none. */
export const defaultTop = 6;

export function topByStars(repositories: RestRepository[], selection: GithubSelection, top: number) {
  return repositories
    .filter(
      (repository) => (selection.forks || !repository.fork) && (selection.archived || !repository.archived),
    )
    .toSorted(
      (a, b) =>
        b.stargazers_count - a.stargazers_count || (b.pushed_at ?? '').localeCompare(a.pushed_at ?? ''),
    )
    .slice(0, top)
    .map(keptOfRest);
}

/** Why a name in site.json matches none of the user's repositories, and what to change there. */
async function missingReason(
  name: string,
  user: string,
  last: GithubSnapshot | undefined,
  endpoints: GithubEndpoints,
  now: Date,
): Promise<string> {
  const known = last?.repositories.find((repository) => repository.name.toLowerCase() === name.toLowerCase());
  if (!known)
    return `"${name}" is none of ${user}'s public repositories: check its spelling in site.json's github.repositories`;
  const current = await repositoryById(known.id, endpoints, now);
  if (!current)
    return `"${name}" was deleted or made private since the last sync: remove it from site.json's github.repositories`;
  if (current.owner.login.toLowerCase() !== user.toLowerCase())
    return `"${name}" moved to ${current.owner.login}/${current.name}, which is not ${user}'s: remove it from site.json's github.repositories`;
  return `"${name}" was renamed to "${current.name}": change "${name}" to "${current.name}" in site.json's github.repositories`;
}

/** The named repositories, in the owner's order; refused, naming each, when any is not there. */
export async function named(
  names: string[],
  repositories: RestRepository[],
  user: string,
  last: GithubSnapshot | undefined,
  endpoints: GithubEndpoints,
  now: Date,
): Promise<GithubRepository[]> {
  const byName = new Map(repositories.map((repository) => [repository.name.toLowerCase(), repository]));
  const missing = names.filter((name) => !byName.has(name.toLowerCase()));
  if (missing.length > 0) {
    const reasons = [];
    for (const name of missing) reasons.push(await missingReason(name, user, last, endpoints, now));
    throw new GithubRefusal(`${reasons.join('; ')}.`);
  }
  return names.map((name) => keptOfRest(byName.get(name.toLowerCase()) as RestRepository));
}
