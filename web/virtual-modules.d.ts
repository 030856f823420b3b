/** Modules the build makes from content/ (scripts/images/vite-plugin.ts). */
declare module 'virtual:portrait' {
  const portrait: import('../content/schema.ts').BuiltImage | null;
  export default portrait;
}
