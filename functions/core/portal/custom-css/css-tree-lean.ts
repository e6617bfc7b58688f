import generator from 'css-tree/generator';
import parser from 'css-tree/parser';
import walker from 'css-tree/walker';

/**
 * css-tree's parser, generator and walker, without its lexer. The package root builds the lexer,
 * which reads a JSON data file from disk when the module loads; a bundled Lambda does not carry
 * that file (the import failed there), and the sanitiser never validates values against the
 * lexer's grammar anyway: it keeps only what its own allowlist names.
 */
export const parse = parser;
export const generate = generator;
export const walk = walker;
export const find = walker.find;
export type { Atrule, CssNode, Declaration, Rule, Selector, SelectorList } from 'css-tree';
export { ident, List } from 'css-tree/utils';
