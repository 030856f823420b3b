/**
 * What the sender uses of jsdom, a devDependency that ships no types of its own: a page parsed as
 * a browser parses it, scripts not run.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: { document: Document };
  }
}
