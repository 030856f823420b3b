/**
 * The release notes an owner reads on an update: CHANGELOG.md's entries (Keep a Changelog 1.1.0,
 * `## [x.y.z] - YYYY-MM-DD`) after the owner's version, up to the release's.
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
