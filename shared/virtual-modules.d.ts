/**
 * The API's answers (./api-content.ts), made from content/ by the build: answered by Vite, and for
 * wrangler's bundle by the file wrangler.toml's [alias] names (builder/api-content.ts).
 */
declare module 'virtual:api-content' {
  const answers: import('./api-content.ts').ApiResponses;
  export default answers;
  /** Each answer's strong ETag, quoted, of its body as JSON.stringify writes it. */
  export const etags: Record<import('./api-content.ts').ApiPath, string>;
}
