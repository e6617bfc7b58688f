import { PORTAL_THEME_HOOK_NAMES, PORTAL_THEME_HOOKS } from '#shared/domain/portal-theme.ts';
import { PORTAL_ROOT_CLASS } from '#shared/domain/practice-branding.ts';
import { type CssNode, ident, List, type Selector } from './css-tree-lean';

/**
 * What a theme's selectors may name, as data: a documented hook on its own, optionally `:hover`.
 * Each rule says why, with selectors that must be kept and must be removed (theme-selectors.test.ts
 * runs them). A kept selector is written `.mw-portal .<hook>`, so it applies only inside a portal.
 */
export interface ThemeSelectorRule {
  id: 'hook-only' | 'no-combinators' | 'no-attributes' | 'pseudo' | 'one-hook';
  reason: string;
  examples: { kept: readonly string[]; removed: readonly string[] };
}

const HOOK_LIST = PORTAL_THEME_HOOKS.map((hook) => `.${hook.name}`).join(', ');

export const THEME_SELECTOR_RULES: readonly ThemeSelectorRule[] = [
  {
    id: 'hook-only',
    reason: `a theme styles only the portal's documented parts (${HOOK_LIST})`,
    examples: {
      kept: ['.mw-header', '.mw-bubble-client'],
      removed: ['li', 'section', '.css-fzqoy4', '#root', '*', 'body'],
    },
  },
  {
    id: 'no-combinators',
    reason: 'a theme styles a part itself, never what is inside it or next to it',
    examples: {
      kept: ['.mw-portal .mw-side-panel'],
      removed: ['.mw-side-panel section', '.mw-header ~ *', '.mw-chat > li', '.mw-bubble-assistant + li'],
    },
  },
  {
    id: 'no-attributes',
    reason: 'selectors that match attributes (`[...]`) are not part of a theme',
    examples: { kept: [], removed: ['[data-safety-ui]', '.mw-chat[data-x]'] },
  },
  {
    id: 'pseudo',
    reason:
      'only `:hover` may follow a part; other pseudo-classes and pseudo-elements can reach or add content',
    examples: {
      kept: ['.mw-bubble-client:hover'],
      removed: ['.mw-header::after', '.mw-chat:has(li)', '.mw-welcome:not(.x)', '.mw-side-panel:first-child'],
    },
  },
  {
    id: 'one-hook',
    reason: 'name one part on its own (`.mw-header`, not `div.mw-header` or `.mw-header.other`)',
    examples: { kept: [], removed: ['div.mw-header', '.mw-header.mw-chat', '.mw-header#x'] },
  },
];

const REASONS = Object.fromEntries(THEME_SELECTOR_RULES.map((rule) => [rule.id, rule.reason])) as Record<
  ThemeSelectorRule['id'],
  string
>;

export type ThemeSelectorResult =
  | { ok: true; hook: string; hover: boolean; selector: Selector }
  | { ok: false; rule: ThemeSelectorRule['id']; why: string };

const refuse = (rule: ThemeSelectorRule['id']): ThemeSelectorResult => ({
  ok: false,
  rule,
  why: REASONS[rule],
});
const decoded = (name: string): string => ident.decode(name).toLowerCase();
const isRoot = (node: CssNode | undefined) =>
  node?.type === 'ClassSelector' && node.name === PORTAL_ROOT_CLASS;

/**
 * Checks one selector: `.<hook>`, `.<hook>:hover`, or either after `.mw-portal ` (the stored form,
 * so sanitising the output again keeps it). Returns the hook and the scoped selector, or which rule
 * refused it.
 */
export function themeSelector(selector: Selector): ThemeSelectorResult {
  let nodes = selector.children.toArray();
  if (nodes.some((node) => node.type === 'AttributeSelector')) return refuse('no-attributes');
  if (isRoot(nodes[0]) && nodes[1]?.type === 'Combinator' && nodes[1].name === ' ') nodes = nodes.slice(2);
  if (nodes.some((node) => node.type === 'Combinator')) return refuse('no-combinators');
  if (nodes.some((node) => node.type === 'PseudoElementSelector')) return refuse('pseudo');
  const pseudo = nodes.filter((node) => node.type === 'PseudoClassSelector');
  const hover = pseudo.length === 1 && pseudo[0]!.type === 'PseudoClassSelector' && !pseudo[0]!.children;
  if (
    pseudo.length > 1 ||
    (pseudo.length === 1 && (!hover || decoded((pseudo[0] as { name: string }).name) !== 'hover'))
  )
    return refuse('pseudo');
  if (pseudo.length === 1 && nodes.at(-1) !== pseudo[0]) return refuse('pseudo');
  const rest = nodes.filter((node) => node.type !== 'PseudoClassSelector');
  const hooks = rest.filter(
    (node) => node.type === 'ClassSelector' && PORTAL_THEME_HOOK_NAMES.has(node.name),
  );
  if (hooks.length === 0) return refuse('hook-only');
  if (rest.length !== 1) return refuse('one-hook');
  const hook = (hooks[0] as { name: string }).name;
  const scoped: CssNode[] = [
    { type: 'ClassSelector', name: PORTAL_ROOT_CLASS },
    { type: 'Combinator', name: ' ' },
    { type: 'ClassSelector', name: hook },
    ...(pseudo.length ? [{ type: 'PseudoClassSelector' as const, name: 'hover', children: null }] : []),
  ];
  return {
    ok: true,
    hook,
    hover: pseudo.length === 1,
    selector: { type: 'Selector', children: new List<CssNode>().fromArray(scoped) },
  };
}
