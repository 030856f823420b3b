/** Modules the build makes from content/ (builder/vite-plugin/plugins/images.ts). */
declare module 'virtual:site' {
  const site: import('../shared/schema.ts').Site & { initials: string };
  export default site;
}
declare module 'virtual:portrait' {
  const portrait: import('../shared/schema.ts').BuiltImage | null;
  export default portrait;
}
