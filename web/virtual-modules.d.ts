/** Modules the build makes from content/: the pages' data (builder/vite-plugin/plugins/pages.ts) and the photo (plugins/images.ts). */
declare module 'virtual:pages' {
  const pages: import('../shared/page-data.ts').Pages;
  export default pages;
}
declare module 'virtual:portrait' {
  const portrait: import('../shared/schema.ts').BuiltImage | null;
  export default portrait;
}
