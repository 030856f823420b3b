/**
 * The sections whose rules the page's stylesheet leaves out, by id: the build puts each inline on a
 * page that shows its section (builder/portfolio-page.ts), so a site without it carries none of
 * them. The server renderer exports them (web/entry-server.tsx); `npm run dev` adds them all
 * (web/main.tsx).
 */
import type { SectionId } from '../../shared/sections.ts';
// The Writing section's are the posts' own (web/writing/writing.css).
import writing from '../writing/writing.css?inline';

export const sectionStylesheets: Partial<Record<SectionId, string>> = { writing };
