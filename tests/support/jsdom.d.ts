// The part of jsdom's API the integration tests use (the package ships no types; @types/jsdom is not installed).
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
