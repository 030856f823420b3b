/**
 * The projects' pictures as the build makes them (scripts/images/project-images.ts): answered by
 * Vite (scripts/images/vite-plugin.ts), and for wrangler's bundle by the file wrangler.toml's
 * [alias] names (scripts/images/project-images-module.ts).
 */
declare module 'virtual:project-images' {
  const images: import('./schema.ts').ProjectImages;
  export default images;
}
