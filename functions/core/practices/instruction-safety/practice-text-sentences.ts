/** Abbreviations whose full stop ends no sentence: "Dr. Ortiz", "e.g. breathing". */
const SENTENCE_END =
  /(?<!\b(?:dr|dra|drs|mr|mrs|ms|mx|prof|sr|sra|st|jr|vs|e\.g|i\.e|approx|no|tel|ext)\.)(?<=[.!?;])\s+|\n+/i;

/** Sentences of a text, as the therapist wrote them (for quoting back). */
export function sentencesOf(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}
