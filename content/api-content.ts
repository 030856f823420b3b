/**
 * The read-only API's answers (spec §7): content/*.json as bundled at build time, parsed with the
 * schema. One source for the Worker's routes and the build's prerender, so the HTML a visitor
 * first sees and the answers the page then hydrates with are the same data.
 */

import about from './about.json' with { type: 'json' };
import education from './education.json' with { type: 'json' };
import links from './links.json' with { type: 'json' };
import projects from './projects.json' with { type: 'json' };
import { type ApiContentKey, type Content, contentFiles } from './schema.ts';
import skills from './skills.json' with { type: 'json' };
import workExperience from './work-experience.json' with { type: 'json' };

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
export type ApiResponses = { [Key in ApiContentKey as ApiPathOf<Key>]: Content[Key] };
export type ApiPath = keyof ApiResponses;

/** Each endpoint's answer, parsed once per process (or Worker isolate). */
export const apiContent = new Map<ApiPath, ApiResponses[ApiPath]>(
  (Object.keys(bundledContent) as ApiContentKey[]).map((key) => {
    const { schema, path } = contentFiles[key];
    return [path, schema.parse(bundledContent[key]) as ApiResponses[ApiPath]];
  }),
);
