import {
  CUSTOM_CSS_MAX_INPUT_CHARS,
  CUSTOM_CSS_TOO_LONG_MESSAGE,
  PORTAL_ROOT_CLASS,
} from '#shared/domain/practice-branding.ts';
import {
  ALLOWED_AT_RULES,
  ALLOWED_MEDIA_QUERY_NODES,
  BLOCKED_AT_RULE_REASONS,
  MAX_MEDIA_DEPTH,
} from './css-policy';
import {
  type Atrule,
  type CssNode,
  find,
  generate,
  ident,
  List,
  parse,
  type Rule,
  type Selector,
} from './css-tree-lean';
import { type CssRemoval, RemovalLog, shorten, sourceOf } from './removal-log';
import { declarationRefusal, forbiddenTextRefusal } from './sanitize-declaration';
import { scopeSelector } from './sanitize-selector';

export type { CssRemoval } from './removal-log';

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
}

const PARSE_ERROR = { code: 'parse-error', why: 'it is not valid CSS, so it was skipped' };

/**
 * Cleans a therapist's custom portal CSS: keeps only allowlisted style rules and `@media` blocks,
 * scopes every selector under PORTAL_ROOT_SELECTOR (`html`, `body` and `:root` become the portal root
 * itself), and regenerates the text from the cleaned syntax tree. Never throws. Input over
 * CUSTOM_CSS_MAX_INPUT_CHARS yields no CSS and a 'size' removal (callers should refuse it first).
 * Idempotent: sanitising the output again returns the same CSS.
 */
export function sanitizeCustomCss(input: string): SanitizedCss {
  if (input.trim() === '') return { css: '', removed: [] };
  if (input.length > CUSTOM_CSS_MAX_INPUT_CHARS) {
    return {
      css: '',
      removed: [{ code: 'size', reason: CUSTOM_CSS_TOO_LONG_MESSAGE, excerpt: shorten(input) }],
    };
  }
  const ctx: Context = { source: input, log: new RemovalLog() };
  try {
    const ast = parse(input, {
      positions: true,
      parseCustomProperty: false,
      onParseError: (error, fallback) => {
        const excerpt = sourceOf(input, fallback) || input.slice(error.offset, error.offset + 80);
        ctx.log.add(PARSE_ERROR, excerpt, excerpt);
      },
    });
    const kept = ast.type === 'StyleSheet' ? sanitizeNodes(ast.children, ctx, 0) : [];
    return { css: assemble(kept, ctx.log), removed: ctx.log.list() };
  } catch {
    // css-tree recurses per nesting level; absurdly deep nesting can exhaust the stack.
    const reason = 'Your custom styles could not be read (they may be nested too deeply), so none were kept.';
    return { css: '', removed: [{ code: 'parse-error', reason, excerpt: shorten(input) }] };
  }
}

/** Sanitises the rules and at-rules of a stylesheet or `@media` block; returns those kept. */
function sanitizeNodes(children: List<CssNode>, ctx: Context, depth: number): CssNode[] {
  const kept: CssNode[] = [];
  for (const node of children) {
    let clean: CssNode | null = null;
    if (node.type === 'Rule') clean = sanitizeRule(node, ctx);
    else if (node.type === 'Atrule') clean = sanitizeAtrule(node, ctx, depth);
    else if (node.type === 'Raw') ctx.log.add(PARSE_ERROR, node.value, node.value);
    // Comments and the HTML comment markers `<!--` / `-->` (CDO/CDC) are dropped silently.
    if (clean) kept.push(clean);
  }
  return kept;
}

function sanitizeAtrule(atrule: Atrule, ctx: Context, depth: number): Atrule | null {
  const name = ident.decode(atrule.name).toLowerCase();
  const text = sourceOf(ctx.source, atrule);
  if (!ALLOWED_AT_RULES.has(name) || depth >= MAX_MEDIA_DEPTH || !atrule.block) {
    const why =
      BLOCKED_AT_RULE_REASONS[name] ??
      (ALLOWED_AT_RULES.has(name)
        ? 'it is nested too deeply or empty'
        : 'this kind of rule is not supported');
    ctx.log.add({ code: 'at-rule', why }, `@${name}`, text);
    return null;
  }
  const prelude = atrule.prelude;
  const badQuery =
    prelude?.type === 'Raw' ||
    (prelude && find(prelude, (node) => !ALLOWED_MEDIA_QUERY_NODES.has(node.type))) ||
    (prelude && forbiddenTextRefusal(generate(prelude)));
  if (badQuery) {
    ctx.log.add(
      { code: 'at-rule', why: 'this media query is not supported' },
      `@media ${sourceOf(ctx.source, prelude)}`,
      text,
    );
    return null;
  }
  const children = sanitizeNodes(atrule.block.children, ctx, depth + 1);
  if (children.length === 0) return null;
  const block = { type: 'Block' as const, children: new List<CssNode>().fromArray(children) };
  return { type: 'Atrule', name: 'media', prelude, block };
}

function sanitizeRule(rule: Rule, ctx: Context): Rule | null {
  if (rule.prelude.type !== 'SelectorList') {
    const text = sourceOf(ctx.source, rule.prelude);
    ctx.log.add(PARSE_ERROR, text, text);
    return null;
  }
  const selectors = new Map<string, Selector>();
  for (const selector of rule.prelude.children) {
    const text = sourceOf(ctx.source, selector);
    if (selector.type !== 'Selector') continue;
    const result = scopeSelector(selector);
    const generated = result.ok ? generate(result.selector) : '';
    const refusal = result.ok ? forbiddenTextRefusal(generated) : result.refusal;
    if (refusal)
      ctx.log.add({ ...refusal, code: refusal.code === 'escape' ? 'escape' : 'selector' }, text, text);
    else if (result.ok) selectors.set(generated, result.selector);
  }
  if (selectors.size === 0) return null;

  const declarations: CssNode[] = [];
  for (const child of rule.block.children) {
    const text = sourceOf(ctx.source, child);
    if (child.type === 'Declaration') {
      const refusal = declarationRefusal(child);
      if (refusal) ctx.log.add(refusal, text, text);
      else declarations.push(child);
    } else if (child.type === 'Rule') {
      ctx.log.add({ code: 'selector', why: 'rules nested inside rules are not supported' }, text, text);
    } else if (child.type === 'Atrule') {
      ctx.log.add({ code: 'at-rule', why: 'at-rules inside a rule are not supported' }, text, text);
    } else if (child.type === 'Raw') {
      ctx.log.add(PARSE_ERROR, text, text);
    }
  }
  if (declarations.length === 0) return null;
  return {
    type: 'Rule',
    prelude: { type: 'SelectorList', children: new List<CssNode>().fromArray([...selectors.values()]) },
    block: { type: 'Block', children: new List<CssNode>().fromArray(declarations) },
  };
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
