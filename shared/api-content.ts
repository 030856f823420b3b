/**
 * The read-only API's answers (spec §7): each endpoint's body, as the build makes it from
 * content/ (builder/api-content.ts). The Worker and the prerender both import them ready-made as
 * `virtual:api-content`, so the HTML a visitor first sees and the answers the page then hydrates
 * with are the same data.
 */
import type { ApiContent, ApiContentKey, contentFiles } from './content-files.ts';

type ApiPathOf<Key extends ApiContentKey> = (typeof contentFiles)[Key]['path'];
/** Every read-only endpoint and the body it answers with. */
export type ApiResponses = { [Key in ApiContentKey as ApiPathOf<Key>]: ApiContent[Key] };
export type ApiPath = keyof ApiResponses;

/** An answer as the page reads it, from the body the build made (`virtual:api-content`'s bodies). */
export const parseAnswer = <Path extends ApiPath>(bodies: Record<ApiPath, string>, path: Path) =>
  JSON.parse(bodies[path]) as ApiResponses[Path];
