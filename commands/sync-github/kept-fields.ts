/**
 * What the snapshot keeps of a repository (shared/schema.ts githubRepositorySchema, the one list of
 * its fields), from either of GitHub's APIs. Descriptions are anyone's words (in "pinned" mode,
 * other repositories' admins'), live at the next deploy: each is made one line with no control or
 * bidi character, as a stranger's message is for the owner's terminal (../terminal-cells.ts), so a
 * U+202E cannot turn the text on the page around; and it keeps no invisible character, nor one the
 * content check and the feeds refuse (U+FFFF), which would stop the build.
 */
import { withoutXmlForbidden } from '../../builder/escape-markup.ts';
import { withoutInvisible } from '../../shared/invisible-characters.ts';
import type { GithubRepository } from '../../shared/schema.ts';
import { oneLine } from '../terminal-cells.ts';
import type { PinnedRepository, RestRepository } from './github-api.ts';

const inertDescription = (description: string | null) => {
  // oneLine first: it shows a bidi control as U+FFFD, where withoutInvisible would drop it unseen.
  const line =
    description === null ? '' : oneLine(withoutXmlForbidden(withoutInvisible(oneLine(description))));
  return line === '' ? null : line;
};

export const keptOfRest = (repository: RestRepository): GithubRepository => ({
  id: repository.id,
  name: repository.name,
  description: inertDescription(repository.description),
  language: repository.language,
  stars: repository.stargazers_count,
  forks: repository.forks_count,
  topics: repository.topics ?? [],
  // A repository nobody has pushed to yet has no push: its creation stands for it.
  pushedAt: repository.pushed_at ?? repository.created_at,
  url: repository.html_url,
});

export const keptOfPinned = (repository: PinnedRepository): GithubRepository => ({
  id: repository.databaseId,
  name: repository.name,
  description: inertDescription(repository.description),
  language: repository.primaryLanguage?.name ?? null,
  stars: repository.stargazerCount,
  forks: repository.forkCount,
  topics: repository.repositoryTopics.nodes.map(({ topic }) => topic.name),
  pushedAt: repository.pushedAt ?? repository.createdAt,
  url: repository.url,
});
