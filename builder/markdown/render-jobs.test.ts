import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchBuildCache } from '../../testing/scratch-build-cache.ts';
import { markdownRenderer } from './markdown.ts';
import { type MarkdownJob, renderMarkdownJobs } from './render-jobs.ts';

const post = (n: number): MarkdownJob => ({
  markdown: `## Part ${n}\n\nSome words.[^1]\n\n\`\`\`${['ts', 'python', 'go'][n % 3]}\nconst n = ${n};\n\`\`\`\n\n[^1]: A note.`,
  options: { reservedIds: ['main'], footnotes: { label: 'Notes', backLabel: 'Back to {n}' } },
});
const entries = (dir: string) =>
  readdirSync(join(dir, 'markdown'), { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  ).length;

describe('the posts of a build, rendered', () => {
  const cache = scratchBuildCache();

  it('are the HTML of each post, in order, whether this thread or a worker thread rendered it', async () => {
    // Enough posts for a worker thread to take some, where the machine has a second core.
    const jobs = Array.from({ length: 60 }, (_, n) => post(n));
    const render = await markdownRenderer();
    const expected = await Promise.all(jobs.map((job) => render(job.markdown, job.options)));
    expect(await renderMarkdownJobs(jobs)).toEqual(expected);
  }, 60_000);

  it('are kept: a rebuild renders only the post that changed, or whose options did', async () => {
    const before = await renderMarkdownJobs([post(1), post(2)]);
    const kept = entries(cache());
    const changed = { ...post(2), markdown: `${post(2).markdown}\n\nOne more line.` };
    const after = await renderMarkdownJobs([
      post(1),
      changed,
      { ...post(1), options: { reservedIds: ['top'] } },
    ]);
    expect(after[0]).toEqual(before[0]);
    expect(after[1].html).toContain('One more line.');
    expect(entries(cache())).toBe(kept + 2);
  }, 30_000);
});
