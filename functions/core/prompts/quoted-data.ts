/**
 * Untrusted text (a member's message, what a model once wrote into a guide's memory) goes into a
 * prompt only as quoted data between an opening and a closing tag. `&`, `<` and `>` inside are
 * written as entities, so nothing in the text can close the block early or open another one.
 */
export function escapeQuotedText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** `<tag>` + the escaped text + `</tag>`, each on its own line. */
export function quoteAsData(tag: string, text: string): string {
  return `<${tag}>\n${escapeQuotedText(text)}\n</${tag}>`;
}
