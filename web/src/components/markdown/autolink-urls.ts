import type { Parent, PhrasingContent, Root, Text } from 'mdast';

/** A bare http(s) address; trailing punctuation stays outside the link. */
const URL_PATTERN = /https?:\/\/[^\s<>()]*[^\s<>().,;:!?'"*_]/g;

function linkify(node: Text): PhrasingContent[] {
  const parts: PhrasingContent[] = [];
  let last = 0;
  for (const match of node.value.matchAll(URL_PATTERN)) {
    const start = match.index;
    if (start > last) parts.push({ type: 'text', value: node.value.slice(last, start) });
    parts.push({ type: 'link', url: match[0], children: [{ type: 'text', value: match[0] }] });
    last = start + match[0].length;
  }
  if (parts.length === 0) return [node];
  if (last < node.value.length) parts.push({ type: 'text', value: node.value.slice(last) });
  return parts;
}

function walk(parent: Parent): void {
  const children: Parent['children'] = [];
  for (const child of parent.children) {
    if (child.type === 'text') {
      children.push(...linkify(child));
      continue;
    }
    if ('children' in child && child.type !== 'link' && child.type !== 'linkReference') walk(child);
    children.push(child);
  }
  parent.children = children;
}

/**
 * A remark plugin that turns bare web addresses into links (the guides write them plainly, e.g.
 * crisis lines), so they can be opened without copying.
 */
export function remarkAutolinkUrls() {
  return (tree: Root) => walk(tree);
}
