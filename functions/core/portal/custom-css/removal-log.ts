import type { CssNode } from './css-tree-lean';

/** One thing the sanitiser removed, explained for the therapist who wrote it. */
export interface CssRemoval {
  /** Stable machine id: 'at-rule', 'url', 'property', 'position-fixed', 'selector', 'value', 'escape', 'parse-error', 'size', 'contrast'. */
  code: string;
  /** One plain-English sentence a therapist understands. */
  reason: string;
  /** A short excerpt (≤ 80 chars) of what was removed, whitespace collapsed. */
  excerpt: string;
}

/** Why something is removed: a code and the sentence's explanation (without "Removed …:"). */
export interface Refusal {
  code: string;
  why: string;
}

/** At most this many removals are reported. */
export const MAX_REMOVALS = 50;
const MAX_EXCERPT_CHARS = 80;
const MAX_LABEL_CHARS = 40;

/** Collapses whitespace and shortens text to at most `max` characters. */
export function shorten(text: string, max = MAX_EXCERPT_CHARS): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  return collapsed.length <= max ? collapsed : `${collapsed.slice(0, max - 1)}…`;
}

/** The source text a parsed node came from (the parser runs with positions on). */
export function sourceOf(source: string, node: CssNode | null | undefined): string {
  const loc = node?.loc;
  return loc ? source.slice(loc.start.offset, loc.end.offset) : '';
}

/** Collects removals, deduplicated by (code, excerpt) and capped at MAX_REMOVALS. */
export class RemovalLog {
  readonly #entries: CssRemoval[] = [];
  readonly #seen = new Set<string>();

  /** Records that `label` (what the therapist wrote, shortened) was removed for `refusal`. */
  add(refusal: Refusal, label: string, excerpt: string): void {
    const entry: CssRemoval = {
      code: refusal.code,
      reason: label.trim()
        ? `Removed \`${shorten(label, MAX_LABEL_CHARS)}\`: ${refusal.why}.`
        : `Removed part of the styles: ${refusal.why}.`,
      excerpt: shorten(excerpt),
    };
    this.push(entry);
  }

  /** Records a removal whose sentence is already complete. */
  push(entry: CssRemoval): void {
    const key = `${entry.code}\u0000${entry.excerpt}`;
    if (this.#seen.has(key) || this.#entries.length >= MAX_REMOVALS) return;
    this.#seen.add(key);
    this.#entries.push(entry);
  }

  /** Records a removal even when the log is full, replacing the last entry (used for 'size'). */
  pushAlways(entry: CssRemoval): void {
    if (this.#entries.length >= MAX_REMOVALS) this.#entries.pop();
    this.push(entry);
  }

  list(): CssRemoval[] {
    return [...this.#entries];
  }
}
