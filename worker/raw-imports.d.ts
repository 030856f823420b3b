/** Vite's `?raw` suffix: a file's text as a string (used by tests to read web/public/_headers). */
declare module '*?raw' {
  const text: string;
  export default text;
}
