/**
 * The projects' pictures as the build makes them (builder/images/project-images.ts): answered by
 * Vite (builder/vite-plugin/plugins/images.ts), and for wrangler's bundle by the file wrangler.toml's
 * [alias] names (builder/images/project-images-module.ts).
 */
declare module 'virtual:project-images' {
  const images: import('./schema.ts').ProjectImages;
  export default images;
}
