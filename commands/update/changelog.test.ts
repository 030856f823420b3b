import { describe, expect, it } from 'vitest';
import { entriesBetween, unreleasedNews } from './changelog.ts';

const changelog = `# Changelog

## [Unreleased]

- Something not released yet.

## [2.1.0] - 2027-01-10

### Added
- Talks.

## [2.0.0] - 2026-11-27

### Changed
- Your settings move to content/deploy.toml.

## [1.0.0] - 2026-11-01

- The first release.

[2.1.0]: https://example.com/compare/v2.0.0...v2.1.0
`;

describe('the release notes an owner reads on an update', () => {
  it("are the entries after the owner's version, up to the release's, newest first", () => {
    const notes = entriesBetween(changelog, '1.0.0', '2.1.0');
    expect(notes).toMatch(/^## \[2\.1\.0\] - 2027-01-10\n\n### Added\n- Talks\.\n\n## \[2\.0\.0\]/);
    expect(notes).not.toContain('1.0.0');
    expect(notes).not.toContain('Unreleased');
    expect(notes).not.toContain('compare');
  });

  it('are none when the owner is on the release already', () => {
    expect(entriesBetween(changelog, '2.1.0', '2.1.0')).toBe('');
  });

  it('stop at the release taken, whatever later versions the file lists', () => {
    expect(entriesBetween(changelog, '1.0.0', '2.0.0')).toMatch(
      /^## \[2\.0\.0\][\s\S]*content\/deploy\.toml\.$/,
    );
  });
});

describe('the changes after the release an owner receives too (its Unreleased section)', () => {
  const release = `# Changelog

## [Unreleased]

### Added
- Talks: a section of
  their own.
- Case studies.

### Fixed
- A heading's link.

## [2.0.0] - 2026-11-27

- The first.
`;

  it('are announced under their headings, each entry whole', () => {
    expect(unreleasedNews(release, '# Changelog\n\n## [1.0.0] - 2026-11-01\n')).toBe(
      "## [Unreleased]\n\n### Added\n- Talks: a section of\n  their own.\n- Case studies.\n\n### Fixed\n- A heading's link.",
    );
  });

  it('leave out what the owner already took with an earlier update between versions', () => {
    const owners =
      "# Changelog\n\n## [Unreleased]\n\n### Added\n- Talks: a section of\n  their own.\n\n### Fixed\n- A heading's link.\n";
    expect(unreleasedNews(release, owners)).toBe('## [Unreleased]\n\n### Added\n- Case studies.');
    expect(unreleasedNews(release, release)).toBe('');
  });
});
