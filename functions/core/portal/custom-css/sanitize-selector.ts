import { PORTAL_ROOT_CLASS } from '#shared/domain/practice-branding.ts';
import {
  ALLOWED_FUNCTIONAL_PSEUDO_CLASSES,
  ALLOWED_PSEUDO_CLASSES,
  ALLOWED_PSEUDO_ELEMENTS,
  PAGE_ROOT_TYPE_SELECTORS,
} from './css-policy';
import { type CssNode, generate, ident, List, type Selector, type SelectorList } from './css-tree-lean';
import type { Refusal } from './removal-log';

/** A scoped selector, or why the selector was refused. */
export type SelectorResult = { ok: true; selector: Selector } | { ok: false; refusal: Refusal };

/** A compound selector (`a.b:hover`) and the combinator before it (null for the first). */
interface Compound {
  combinator: string | null;
  nodes: CssNode[];
}

const refuse = (why: string): SelectorResult => ({ ok: false, refusal: { code: 'selector', why } });
const decoded = (name: string): string => ident.decode(name).toLowerCase();

/** Why a simple selector (or a pseudo-class argument) is not allowed, or null when it is fine. */
function simpleSelectorProblem(node: CssNode, insideArgument: boolean): string | null {
  switch (node.type) {
    case 'TypeSelector':
      return /^([a-z][a-z0-9-]*|\*)$/.test(decoded(node.name)) ? null : 'this element name is not allowed';
    case 'ClassSelector':
    case 'IdSelector':
      return null;
    case 'AttributeSelector':
      return 'selectors that match attributes (`[...]`) can leak what people type';
    case 'PseudoElementSelector':
      if (insideArgument || !ALLOWED_PSEUDO_ELEMENTS.has(decoded(node.name)) || node.children) {
        return `the \`::${decoded(node.name)}\` pseudo-element is not supported`;
      }
      return null;
    case 'PseudoClassSelector':
      return pseudoClassProblem(node.name, node.children);
    default:
      return 'this kind of selector is not supported';
  }
}

function pseudoClassProblem(rawName: string, args: List<CssNode> | null): string | null {
  const name = decoded(rawName);
  if (name === 'visited') return '`:visited` can reveal browsing history';
  if (!args) return ALLOWED_PSEUDO_CLASSES.has(name) ? null : `\`:${name}\` is not supported`;
  if (!ALLOWED_FUNCTIONAL_PSEUDO_CLASSES.has(name)) return `\`:${name}()\` is not supported`;
  for (const arg of args) {
    if (arg.type === 'SelectorList') {
      const problem = argumentListProblem(arg);
      if (problem) return problem;
    } else if (arg.type === 'Nth') {
      const problem = arg.selector ? argumentListProblem(arg.selector) : null;
      if (problem) return problem;
    } else {
      return `\`:${name}()\` only takes simple selectors here`;
    }
  }
  return null;
}

/** Arguments of `:not()` and `:nth-child(… of …)`: simple compounds only, no combinators. */
function argumentListProblem(list: SelectorList): string | null {
  for (const selector of list.children) {
    if (selector.type !== 'Selector') return 'this pseudo-class argument is not supported';
    for (const node of selector.children) {
      if (node.type === 'Combinator') return 'pseudo-class arguments must be simple selectors';
      const problem = simpleSelectorProblem(node, true);
      if (problem) return problem;
    }
  }
  return null;
}

/** True for the parts that mean "the page root": `html`, `body`, `:root` and the portal class itself. */
function isRootTarget(node: CssNode): boolean {
  if (node.type === 'TypeSelector') return PAGE_ROOT_TYPE_SELECTORS.has(decoded(node.name));
  if (node.type === 'PseudoClassSelector') return decoded(node.name) === 'root' && !node.children;
  return node.type === 'ClassSelector' && node.name === PORTAL_ROOT_CLASS;
}

function splitCompounds(selector: Selector): Compound[] | null {
  const compounds: Compound[] = [];
  let current: Compound = { combinator: null, nodes: [] };
  for (const node of selector.children) {
    if (node.type === 'Combinator') {
      if (current.nodes.length === 0) return null;
      compounds.push(current);
      current = { combinator: node.name, nodes: [] };
    } else {
      current.nodes.push(node);
    }
  }
  if (current.nodes.length === 0) return null;
  compounds.push(current);
  return compounds;
}

const combinator = (name: string): CssNode => ({ type: 'Combinator', name });
const portalClass = (): CssNode => ({ type: 'ClassSelector', name: PORTAL_ROOT_CLASS });

/**
 * Checks one selector and scopes it under the portal root. `p` becomes `.mw-portal p`; a selector
 * starting with `html`, `body` or `:root` (or `.mw-portal`) is mapped onto the portal root itself, so
 * `body.dark p` becomes `.mw-portal.dark p`. Those page-root names anywhere later are refused, as are
 * `+`/`~` straight after the root (they would reach outside the portal).
 */
export function scopeSelector(selector: Selector): SelectorResult {
  for (const node of selector.children) {
    if (node.type === 'Combinator' || isRootTarget(node)) continue; // root targets: placement checked below
    const problem = simpleSelectorProblem(node, false);
    if (problem) return refuse(problem);
  }
  const compounds = splitCompounds(selector);
  if (!compounds) return refuse('this selector is incomplete');
  if (compounds.some((c) => c.combinator !== null && ![' ', '>', '+', '~'].includes(c.combinator))) {
    return refuse('this combinator is not supported');
  }

  let rootCount = 0;
  while (rootCount < compounds.length && compounds[rootCount]!.nodes.some(isRootTarget)) {
    const joinedBy = compounds[rootCount]!.combinator;
    if (joinedBy === '+' || joinedBy === '~') return refuse('it would style things outside your portal');
    rootCount++;
  }
  const rest = compounds.slice(rootCount);
  if (rest.some((c) => c.nodes.some((n) => isRootTarget(n) && n.type !== 'ClassSelector'))) {
    return refuse('`html`, `body` and `:root` can only start a selector');
  }
  if (rootCount > 0 && (rest[0]?.combinator === '+' || rest[0]?.combinator === '~')) {
    return refuse('it would style things outside your portal');
  }

  const head: CssNode[] = [portalClass()];
  for (const compound of compounds.slice(0, rootCount)) {
    for (const node of compound.nodes) {
      if (isRootTarget(node) || (node.type === 'TypeSelector' && node.name === '*')) continue;
      if (node.type === 'TypeSelector') return refuse('an element cannot also be the page root');
      head.push(node);
    }
  }
  const children: CssNode[] = [...head];
  for (const compound of rest) {
    children.push(combinator(compound.combinator ?? ' '), ...compound.nodes);
  }
  return { ok: true, selector: { type: 'Selector', children: new List<CssNode>().fromArray(children) } };
}

/** Generated text of a selector, for de-duplication and the final output guard. */
export const selectorText = (selector: Selector): string => generate(selector);
