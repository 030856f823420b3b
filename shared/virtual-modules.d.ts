/**
 * The projects' pictures as the build makes them (build/images/project-images.ts): answered by
 * Vite (build/vite-plugin/plugins/images.ts), and for wrangler's bundle by the file wrangler.toml's
 * [alias] names (build/images/project-images-module.ts).
 */
declare module 'virtual:project-images' {
  const images: import('./schema.ts').ProjectImages;
  export default images;
}
