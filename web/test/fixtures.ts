import { bodies } from 'virtual:api-content';
import { type ApiPath, parseAnswer } from '../../shared/api-content.ts';
import { apiPaths } from '../../shared/content-files.ts';
import type { ApiResponses } from '../data/client.ts';

/**
 * The fixture portfolio (testing/fixtures/content) as the Worker answers it: the build's own answers,
 * pictures as built, since vitest.config.ts points CONTENT_DIR there. A test that needs a case the
 * fixture lacks changes a copy of it in the test, so an owner editing content/ never breaks one.
 */
export const contentResponses = Object.fromEntries(
  apiPaths.map((path) => [path, parseAnswer(bodies, path as ApiPath)]),
) as ApiResponses;

export const {
  '/api/about': about,
  '/api/work-experience': workExperience,
  '/api/skills': skills,
  '/api/projects': projects,
  '/api/talks': talks,
  '/api/education': education,
  '/api/links': links,
} = contentResponses;
