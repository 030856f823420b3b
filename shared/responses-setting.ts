/**
 * site.json `responses` as the build hands it to the Worker (virtual:api-content) and the pages:
 * each choice filled in, or null when neither comments nor webmentions are on.
 */
import type { Site } from './schema.ts';

export type ResponsesSetting = {
  comments: boolean;
  webmentions: boolean;
  /** Host names whose webmentions are approved at once, a subdomain of one included. */
  approveMentionsFrom: string[];
};

export function responsesSettingOf(site: Pick<Site, 'responses'>): ResponsesSetting | null {
  const { comments = false, webmentions = false, approveMentionsFrom = [] } = site.responses ?? {};
  return comments || webmentions ? { comments, webmentions, approveMentionsFrom } : null;
}
