/**
 * The read-only API's answers (spec §7): content/*.json as bundled at build time, parsed with the
 * schema, a project's picture as the build made it (./api-projects.ts). One source for the Worker's
 * routes and the build's prerender, so the HTML a visitor first sees and the answers the page then
 * hydrates with are the same data.
 */

import projectImages from 'virtual:project-images';
import about from '../content/about.json' with { type: 'json' };
import education from '../content/education.json' with { type: 'json' };
import links from '../content/links.json' with { type: 'json' };
import projects from '../content/projects.json' with { type: 'json' };
import skills from '../content/skills.json' with { type: 'json' };
import workExperience from '../content/work-experience.json' with { type: 'json' };
import { apiProjects } from './api-projects.ts';
import { type ApiContent, type ApiContentKey, contentFiles, type Project } from './schema.ts';

const bundledContent: Record<ApiContentKey, unknown> = {
  about,
  workExperience,
  skills,
  projects,
  education,
  links,
};

type ApiPathOf<Key extends ApiContentKey> = (typeof contentFiles)[Key]['path'];
/** Every read-only endpoint and the body it answers with. */
export type ApiResponses = { [Key in ApiContentKey as ApiPathOf<Key>]: ApiContent[Key] };
export type ApiPath = keyof ApiResponses;

/** Each endpoint's answer, parsed once per process (or Worker isolate). */
export const apiContent = new Map<ApiPath, ApiResponses[ApiPath]>(
  (Object.keys(bundledContent) as ApiContentKey[]).map((key) => {
    const { schema, path } = contentFiles[key];
    const data = schema.parse(bundledContent[key]);
    const answer = key === 'projects' ? apiProjects(data as Project[], projectImages) : data;
    return [path, answer as ApiResponses[ApiPath]];
  }),
);
