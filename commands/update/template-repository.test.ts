import { describe, expect, it } from 'vitest';
import { githubRepository } from './template-repository.ts';

describe("the template's repository named in package.json", () => {
  it.each([
    'octo-org/portfolio.site',
    'github:octo-org/portfolio.site',
    'https://github.com/octo-org/portfolio.site',
    'https://github.com/octo-org/portfolio.site.git',
    'git+https://github.com/octo-org/portfolio.site.git',
    'git://github.com/octo-org/portfolio.site.git',
    'git+ssh://git@github.com/octo-org/portfolio.site.git',
    'git@github.com:octo-org/portfolio.site.git',
    { type: 'git', url: 'git+https://github.com/octo-org/portfolio.site.git' },
  ])('%j: octo-org/portfolio.site', (repository) => {
    expect(githubRepository(repository)).toBe('octo-org/portfolio.site');
  });

  it.each([
    undefined,
    '',
    'gitlab:octo-org/portfolio',
    'https://gitlab.com/octo-org/portfolio.git',
    'https://github.com.evil.example/octo-org/portfolio',
    'https://github.com/octo-org',
    { type: 'git' },
  ])('%j: none on GitHub', (repository) => {
    expect(githubRepository(repository)).toBeUndefined();
  });
});
