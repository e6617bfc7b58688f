import {
  CUSTOM_CSS_MAX_INPUT_CHARS,
  CUSTOM_CSS_TOO_LONG_MESSAGE,
  PORTAL_ROOT_CLASS,
} from '#shared/domain/practice-branding.ts';
import { BLOCKED_AT_RULE_REASONS, UNKNOWN_AT_RULE_REASON } from './css-policy';
import {
  type Atrule,
  type CssNode,
  type Declaration,
  generate,
  ident,
  List,
  parse,
  type Rule,
} from './css-tree-lean';
import { type CssRemoval, type Refusal, RemovalLog, shorten, sourceOf } from './removal-log';
import { DEFAULT_THEME_CONTEXT, type HookState, type ThemeContext, ThemeContrast } from './theme-contrast';
import { declarationRefusal, forbiddenTextRefusal, themeColoursOf } from './theme-declaration';
import { type ThemeSelectorResult, themeSelector } from './theme-selectors';

export type { CssRemoval } from './removal-log';
export type { ThemeContext } from './theme-contrast';

/** The element every portal renders its content inside; every kept selector is scoped under it. */
export const PORTAL_ROOT_SELECTOR = `.${PORTAL_ROOT_CLASS}`;
/** Input longer than this is refused outright (the caller answers 400 with the message below). */
export { CUSTOM_CSS_MAX_INPUT_CHARS, CUSTOM_CSS_TOO_LONG_MESSAGE };
/** The sanitised output is capped too: rules past this size are dropped with a removal saying so. */
export const CUSTOM_CSS_MAX_OUTPUT_CHARS = 10_000;

export interface SanitizedCss {
  css: string;
  removed: CssRemoval[];
}

interface Context {
  source: string;
  log: RemovalLog;
  contrast: ThemeContrast;
}

const PARSE_ERROR = { code: 'parse-error', why: 'it is not valid CSS, so it was skipped' };
const COLOUR_PROPERTIES = new Set(['color', 'background', 'background-color']);

/**
 * Turns a therapist's custom portal CSS into a theme: keeps only rules whose selectors are the
 * documented hooks (`.mw-header`, optionally `:hover`) and whose declarations are visual properties
 * within their limits; removes colours that would leave a hook's text below 4.5:1 against its
 * background (the practice's brand colours are read from `context`); scopes every selector under
 * PORTAL_ROOT_SELECTOR; and regenerates the text from the cleaned syntax tree. Every removal is
 * reported with its reason. Never throws. Input over CUSTOM_CSS_MAX_INPUT_CHARS yields no CSS and a
 * 'size' removal (callers should refuse it first). Idempotent for the same context.
 */
export function sanitizeCustomCss(
  input: string,
  context: ThemeContext = DEFAULT_THEME_CONTEXT,
): SanitizedCss {
  if (input.trim() === '') return { css: '', removed: [] };
  if (input.length > CUSTOM_CSS_MAX_INPUT_CHARS) {
    return {
      css: '',
      removed: [{ code: 'size', reason: CUSTOM_CSS_TOO_LONG_MESSAGE, excerpt: shorten(input) }],
    };
  }
  const ctx: Context = { source: input, log: new RemovalLog(), contrast: new ThemeContrast(context) };
  try {
    const ast = parse(input, {
      positions: true,
      parseCustomProperty: false,
      onParseError: (error, fallback) => {
        const excerpt = sourceOf(input, fallback) || input.slice(error.offset, error.offset + 80);
        ctx.log.add(PARSE_ERROR, excerpt, excerpt);
      },
    });
    const kept: CssNode[] = [];
    if (ast.type === 'StyleSheet') {
      for (const node of ast.children) {
        const clean = node.type === 'Rule' ? sanitizeRule(node, ctx) : null;
        if (node.type === 'Atrule') refuseAtrule(node, ctx);
        else if (node.type === 'Raw') ctx.log.add(PARSE_ERROR, node.value, node.value);
        // Comments and the HTML comment markers `<!--` / `-->` (CDO/CDC) are dropped silently.
        if (clean) kept.push(clean);
      }
    }
    return { css: assemble(kept, ctx.log), removed: ctx.log.list() };
  } catch {
    // css-tree recurses per nesting level; absurdly deep nesting can exhaust the stack.
    const reason = 'Your custom styles could not be read (they may be nested too deeply), so none were kept.';
    return { css: '', removed: [{ code: 'parse-error', reason, excerpt: shorten(input) }] };
  }
}

function refuseAtrule(atrule: Atrule, ctx: Context): void {
  const name = ident.decode(atrule.name).toLowerCase();
  const why = BLOCKED_AT_RULE_REASONS[name] ?? UNKNOWN_AT_RULE_REASON;
  ctx.log.add({ code: 'at-rule', why }, `@${name}`, sourceOf(ctx.source, atrule));
}

function sanitizeRule(rule: Rule, ctx: Context): Rule | null {
  if (rule.prelude.type !== 'SelectorList') {
    const text = sourceOf(ctx.source, rule.prelude);
    ctx.log.add(PARSE_ERROR, text, text);
    return null;
  }
  const { selectors, states } = keptSelectors(rule.prelude.children, ctx);
  if (selectors.length === 0) return null;
  const kept = keepReadableColours(keptDeclarations(rule, ctx), states, ctx);
  if (kept.length === 0) return null;
  return {
    type: 'Rule',
    prelude: { type: 'SelectorList', children: new List<CssNode>().fromArray(selectors) },
    block: { type: 'Block', children: new List<CssNode>().fromArray(kept) },
  };
}

const ESCAPE_REFUSAL = {
  code: 'escape',
  why: 'CSS escape codes (`\\`) are not allowed; write it out plainly',
};

/** Why a selector is removed: escapes first, then whatever makes it no theme hook. */
function selectorRefusal(text: string, result: ThemeSelectorResult, generated: string): Refusal | null {
  if (/\\/.test(text)) return ESCAPE_REFUSAL;
  const why = result.ok ? forbiddenTextRefusal(generated)?.why : result.why;
  return why === undefined ? null : { code: 'selector', why };
}

/** The rule's theme selectors (each once) with the hook states they style; the rest are logged. */
function keptSelectors(
  selectorList: Iterable<CssNode>,
  ctx: Context,
): { selectors: CssNode[]; states: HookState[] } {
  const selectors = new Map<string, CssNode>();
  const states: HookState[] = [];
  for (const selector of selectorList) {
    const text = sourceOf(ctx.source, selector);
    if (selector.type !== 'Selector') continue;
    const result = themeSelector(selector);
    const generated = result.ok ? generate(result.selector) : '';
    const refusal = selectorRefusal(text, result, generated);
    if (refusal) {
      ctx.log.add(refusal, text, text);
    } else if (result.ok && !selectors.has(generated)) {
      selectors.set(generated, result.selector);
      states.push({ hook: result.hook, hover: result.hover });
    }
  }
  return { selectors: [...selectors.values()], states };
}

/** Why a node other than a declaration inside a rule's block is removed, by its node type. */
const NESTED_NODE_REFUSALS: Partial<Record<CssNode['type'], { code: string; why: string }>> = {
  Rule: { code: 'selector', why: 'rules nested inside rules are not part of a theme' },
  Atrule: { code: 'at-rule', why: 'at-rules inside a rule are not part of a theme' },
  Raw: PARSE_ERROR,
};

/** The rule's allowed declarations; every other child of its block is logged with its reason. */
function keptDeclarations(rule: Rule, ctx: Context): Declaration[] {
  const declarations: Declaration[] = [];
  for (const child of rule.block.children) {
    const text = sourceOf(ctx.source, child);
    const refusal =
      child.type === 'Declaration' ? declarationRefusal(child) : NESTED_NODE_REFUSALS[child.type];
    if (refusal) ctx.log.add(refusal, text, text);
    else if (child.type === 'Declaration') declarations.push(child);
  }
  return declarations;
}

/**
 * The rule's colours go to the contrast check together (last one of each side wins, as in CSS);
 * when the pair would leave a hook's text hard to read, all of the rule's colour declarations are
 * removed with the reason, and its borders, shadows and fonts stay.
 */
function keepReadableColours(declarations: Declaration[], states: HookState[], ctx: Context): Declaration[] {
  const colourDeclarations = declarations.filter((d) =>
    COLOUR_PROPERTIES.has(ident.decode(d.property).toLowerCase()),
  );
  if (colourDeclarations.length === 0) return declarations;
  let text: ReturnType<typeof themeColoursOf>['text'];
  let backgrounds: ReturnType<typeof themeColoursOf>['backgrounds'];
  for (const declaration of colourDeclarations) {
    const colours = themeColoursOf(declaration);
    text = colours.text ?? text;
    backgrounds = colours.backgrounds ?? backgrounds;
  }
  const problem = ctx.contrast.apply(states, {
    text: text?.rgb,
    backgrounds: backgrounds?.map((colour) => colour.rgb),
  });
  if (!problem) return declarations;
  for (const declaration of colourDeclarations) {
    const written = sourceOf(ctx.source, declaration);
    ctx.log.add({ code: 'contrast', why: problem }, written, written);
  }
  return declarations.filter((d) => !colourDeclarations.includes(d));
}

/**
 * Generates the output from the kept nodes, dropping every rule from the first one that would take it
 * past CUSTOM_CSS_MAX_OUTPUT_CHARS (later rules depend on earlier ones, so none are skipped ahead).
 */
function assemble(kept: CssNode[], log: RemovalLog): string {
  const fitting: CssNode[] = [];
  let length = 0;
  let dropped = 0;
  let firstDropped = '';
  for (const node of kept) {
    const text = generate(node);
    if (dropped === 0 && length + text.length <= CUSTOM_CSS_MAX_OUTPUT_CHARS) {
      fitting.push(node);
      length += text.length;
    } else {
      dropped++;
      firstDropped ||= text;
    }
  }
  if (dropped > 0) {
    const limit = CUSTOM_CSS_MAX_OUTPUT_CHARS.toLocaleString('en-US');
    log.pushAlways({
      code: 'size',
      reason: `Removed the last ${dropped} rule${dropped === 1 ? '' : 's'}: cleaned custom styles are limited to ${limit} characters.`,
      excerpt: shorten(firstDropped),
    });
  }
  const css = generate({ type: 'StyleSheet', children: new List<CssNode>().fromArray(fitting) });
  // Should be unreachable: every part was already checked. If not, keep nothing rather than risk it.
  const refusal = forbiddenTextRefusal(css);
  if (refusal) {
    log.pushAlways({ code: refusal.code, reason: `Removed all custom styles: ${refusal.why}.`, excerpt: '' });
    return '';
  }
  return css;
}
