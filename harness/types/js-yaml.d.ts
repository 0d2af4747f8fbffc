// js-yaml ships no types; the tests only parse workflow files with it.
declare module 'js-yaml' {
  export function load(text: string): unknown;
}
