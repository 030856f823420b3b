/**
 * The release notes an owner reads on an update: CHANGELOG.md's entries (Keep a Changelog 1.1.0,
 * `## [x.y.z] - YYYY-MM-DD`) after the owner's version, up to the release's, and what its
 * `## [Unreleased]` section lists that the owner's does not: every change they receive.
 */

type Version = [number, number, number];

const versionOf = (text: string): Version | undefined => {
  const parts = text.match(/^(\d+)\.(\d+)\.(\d+)/);
  return parts ? [Number(parts[1]), Number(parts[2]), Number(parts[3])] : undefined;
};

const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The entries of versions above `from` and at most `to`, newest first, each with its heading. */
export function entriesBetween(changelog: string, from: string, to: string): string {
  const [low, high] = [versionOf(from), versionOf(to)];
  if (!low || !high) return '';
  const sections = changelog.split(/^(?=## \[)/m).slice(1);
  return sections
    .filter((section) => {
      const version = versionOf(section.match(/^## \[([^\]]+)\]/)?.[1] ?? '');
      return version !== undefined && compare(version, low) > 0 && compare(version, high) <= 0;
    })
    .map((section) => section.replace(/^\[[^\]]+\]: .*$/gm, '').trim())
    .join('\n\n');
}

/** The `## [Unreleased]` section's text, without its heading; '' when there is none. */
const unreleasedOf = (changelog: string): string =>
  changelog
    .split(/^(?=## \[)/m)
    .find((section) => /^## \[Unreleased\]/i.test(section))
    ?.replace(/^.*\n/, '')
    .replace(/^\[[^\]]+\]: .*$/gm, '')
    .trim() ?? '';

/** A section's entries: each `- ` item with its continued lines, each `### ` heading, each paragraph. */
function entriesOf(section: string): string[] {
  const entries: string[] = [];
  for (const line of section.split('\n')) {
    const continues = entries.length > 0 && /^\s+\S/.test(line) && !entries.at(-1)?.startsWith('### ');
    if (continues) entries[entries.length - 1] += `\n${line}`;
    else if (line.trim()) entries.push(line);
  }
  return entries;
}

/**
 * The release's Unreleased entries the owner's changelog does not have yet (a release is made
 * between versions too, and the owner may have taken one): under their `### ` headings, with the
 * section's heading; '' when there are none.
 */
export function unreleasedNews(releaseChangelog: string, ownersChangelog: string): string {
  const had = new Set(entriesOf(unreleasedOf(ownersChangelog)).map((entry) => entry.trim()));
  const lines = ['## [Unreleased]'];
  let heading: string | undefined;
  for (const entry of entriesOf(unreleasedOf(releaseChangelog))) {
    if (entry.startsWith('### ')) heading = entry;
    else if (!had.has(entry.trim())) {
      if (heading) lines.push('', heading);
      else if (lines.length === 1) lines.push('');
      heading = undefined;
      lines.push(entry);
    }
  }
  return lines.length === 1 ? '' : lines.join('\n');
}
