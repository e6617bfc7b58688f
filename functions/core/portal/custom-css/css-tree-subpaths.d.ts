/**
 * Types for the css-tree entry points the sanitiser imports (css-tree-lean.ts): the same functions
 * as the package root declares, without its lexer.
 */
declare module 'css-tree/parser' {
  import type { parse } from 'css-tree';

  const parser: typeof parse;
  export default parser;
}
declare module 'css-tree/generator' {
  import type { generate } from 'css-tree';

  const generator: typeof generate;
  export default generator;
}
declare module 'css-tree/walker' {
  import type { find, walk } from 'css-tree';

  const walker: typeof walk & { find: typeof find };
  export default walker;
}
declare module 'css-tree/utils' {
  export { ident, List } from 'css-tree';
}
