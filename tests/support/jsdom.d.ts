// jsdom ships no types (and @types/jsdom is not a dependency): the little the security tests
// use to parse pages the server rendered. Scripts never run (no runScripts option is given).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string; contentType?: string })
    readonly window: Window & typeof globalThis
  }
}
