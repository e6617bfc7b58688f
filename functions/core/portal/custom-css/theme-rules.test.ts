import { describe, expect, it } from 'vitest';
import { PORTAL_THEME_HOOKS, THEME_PROPERTY_GROUPS } from '#shared/domain/portal-theme.ts';
import { type Declaration, parse, type Selector } from './css-tree-lean';
import { declarationRefusal } from './theme-declaration';
import { BLOCKED_PROPERTY_RULES, NOT_A_THEME_PROPERTY, THEME_PROPERTY_RULES } from './theme-properties';
import { THEME_SELECTOR_RULES, themeSelector } from './theme-selectors';

/** One declaration as css-tree parses it inside a rule. */
function declaration(text: string): Declaration {
  const sheet = parse(`.mw-chat{${text}}`);
  if (sheet.type !== 'StyleSheet') throw new Error('not a sheet');
  const rule = sheet.children.first;
  if (rule?.type !== 'Rule') throw new Error(`not a rule: ${text}`);
  const first = rule.block.children.first;
  if (first?.type !== 'Declaration') throw new Error(`not a declaration: ${text}`);
  return first;
}

function selector(text: string): Selector {
  const sheet = parse(`${text}{color:red}`);
  const rule = sheet.type === 'StyleSheet' ? sheet.children.first : null;
  if (rule?.type !== 'Rule' || rule.prelude.type !== 'SelectorList') throw new Error(`not a rule: ${text}`);
  return rule.prelude.children.first as Selector;
}

describe('theme property rules, each with its examples', () => {
  for (const rule of THEME_PROPERTY_RULES) {
    describe(rule.properties.join(', '), () => {
      it.each(rule.examples.kept)('keeps %s', (text) => {
        expect(declarationRefusal(declaration(text))).toBeNull();
      });
      it.each(rule.examples.removed)('removes %s, saying why', (text) => {
        const refusal = declarationRefusal(declaration(text));
        expect(refusal).not.toBeNull();
        expect(refusal!.why).toMatch(/\w{3}/);
      });
    });
  }

  it('removes what could hide, move, shrink or cover, each with its own reason', () => {
    const cases: [string, RegExp][] = [
      ['display: none', /hide/],
      ['visibility: hidden', /hide/],
      ['opacity: 0', /hide/],
      ['position: fixed', /move or cover/],
      ['z-index: 9999', /move or cover/],
      ['margin-top: -2500px', /move or cover/],
      ['padding-top: 2500px', /move or cover/],
      ['transform: scale(0)', /move or cover/],
      ['height: 0', /shrink/],
      ['max-height: 0', /shrink/],
      ['font-size: 0', /shrink, turn or scramble text/],
      ['writing-mode: vertical-rl', /turn/],
      ['clip-path: inset(50%)', /hide, fade or disguise/],
      ['filter: blur(8px)', /hide, fade or disguise/],
      ['content: "Call 555"', /fake phone number/],
      ['-webkit-text-fill-color: transparent', /blur text/],
      ['outline: 3000px solid #fff', /paint over/],
      ['cursor: none', new RegExp(NOT_A_THEME_PROPERTY)],
    ];
    for (const [text, why] of cases) expect(declarationRefusal(declaration(text))?.why, text).toMatch(why);
  });

  it('names no property both allowed and blocked, and lists on the branding card exactly what it allows', () => {
    const allowed = THEME_PROPERTY_RULES.flatMap((rule) => rule.properties);
    const blocked = BLOCKED_PROPERTY_RULES.flatMap((rule) => rule.properties);
    expect(allowed.filter((p) => blocked.includes(p))).toEqual([]);
    expect(THEME_PROPERTY_GROUPS.flatMap((group) => group.properties).sort()).toEqual([...allowed].sort());
  });
});

describe('theme selector rules, each with its examples', () => {
  for (const rule of THEME_SELECTOR_RULES) {
    describe(rule.id, () => {
      it.each(rule.examples.kept.map((text) => [text]))('keeps %s', (text) => {
        expect(themeSelector(selector(text)).ok).toBe(true);
      });
      it.each(rule.examples.removed.map((text) => [text]))('removes %s for this rule', (text) => {
        expect(themeSelector(selector(text))).toMatchObject({ ok: false, rule: rule.id });
      });
    });
  }

  it('keeps every documented hook, alone and with :hover', () => {
    for (const hook of PORTAL_THEME_HOOKS) {
      expect(themeSelector(selector(`.${hook.name}`))).toMatchObject({
        ok: true,
        hook: hook.name,
        hover: false,
      });
      expect(themeSelector(selector(`.${hook.name}:hover`))).toMatchObject({ ok: true, hover: true });
    }
  });
});
