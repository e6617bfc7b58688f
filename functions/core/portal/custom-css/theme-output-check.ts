import { PORTAL_THEME_HOOK_NAMES } from '#shared/domain/portal-theme.ts';
import { generate, parse, walk } from './css-tree-lean';
import { THEME_PROPERTY_RULES } from './theme-properties';

const ALLOWED = new Set(THEME_PROPERTY_RULES.flatMap((rule) => rule.properties));
const SCOPED_HOOK = /^\.mw-portal \.(mw-[a-z-]+?)(:hover)?$/;

/**
 * For tests: what in a sanitiser's output is not a theme rule (a selector other than
 * `.mw-portal .<hook>[:hover]`, a property outside the allowlist, or an at-rule). Empty when the
 * output is only theme.
 */
export function onlyThemeRules(css: string): string[] {
  const problems: string[] = [];
  walk(parse(css), (node) => {
    if (node.type === 'Atrule') problems.push(`@${node.name}`);
    if (node.type === 'Rule' && node.prelude.type === 'SelectorList') {
      for (const selector of node.prelude.children) {
        const text = generate(selector);
        const hook = SCOPED_HOOK.exec(text)?.[1];
        if (!hook || !PORTAL_THEME_HOOK_NAMES.has(hook)) problems.push(`selector ${text}`);
      }
    }
    if (node.type === 'Declaration' && !ALLOWED.has(node.property))
      problems.push(`property ${node.property}`);
  });
  return problems;
}
