/**
 * A guide's memory notes are read back into every later prompt, so what a model writes into them
 * (or a member talks it into writing) could try to steer every later reply. Notes are therefore
 * cleaned before they are kept and again before they are quoted: no markup, no sentence that
 * carries a link or reads like an instruction to a model, and a length cap. The prompt quotes what is left as
 * data under the safety policy (build-prompt.ts), never as instructions.
 */
import { toSingleLine, truncateChars } from './text';

/** Sentences that address a model rather than describe a person. */
const INSTRUCTION_LIKE: readonly RegExp[] = [
  /\b(ignore|disregard|forget|override|overrule|bypass|skip)\b.{0,40}\b(instructions?|rules?|polic(y|ies)|guidelines?|prompts?|previous|prior|above|earlier|safety)\b/i,
  /\bnew\s+(instructions?|rules?|directives?|tasks?|persona|role|system prompt)\b/i,
  /\b(system|developer)\s+(prompt|message|instructions?|override)\b/i,
  // Role markers: "system:", "assistant:", "[INST]", "<|im_start|>", "<<SYS>>".
  /(^|[^\p{L}])(system|assistant|user|developer|human|ai|model)\s*:/iu,
  /\[\/?inst\]|<<\/?sys>>|\|im_(start|end)\|/i,
  /\byou\s+(are|must|should|will|shall|need to|have to|may)\s+(now|always|never|from now|no longer|only|ignore|obey|follow)\b/i,
  /\b(from now on|henceforth|going forward,? you)\b/i,
  /\b(always|never|only)\s+(respond|reply|answer|say|write|mention|recommend|suggest|refer|tell|output)\b/i,
  /\b(do not|don't|never|stop)\s+(mention|share|give|provide|show|suggest|offer|refer|recommend)\w*\b.{0,40}\b(crisis|hotlines?|helplines?|988|resources|emergency|safety|professional)\b/i,
  /\b(reveal|print|repeat|output|show)\b.{0,30}\b(system prompt|instructions|your prompt)\b/i,
  /\b(jailbreak|developer mode|dan mode|do anything now)\b/i,
  /\bpretend\s+(to be|you are|you're)\b/i,
  /\b(important|urgent|attention|critical)\s+(new\s+)?(instructions?|notice|update|directives?|override)\b/i,
  /^\W*(important|urgent|attention|critical|note to (the )?(ai|assistant|model|guide))\s*[:!]/i,
];

/** Whether a piece of text reads like an instruction to a model. */
export function looksLikeInstruction(text: string): boolean {
  return INSTRUCTION_LIKE.some((pattern) => pattern.test(text));
}

const SCRIPT_OR_STYLE = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const HTML_TAG = /<\/?[a-z!][^>]*>/gi;
const MARKDOWN_LINK = /\[[^\]]*\]\([^)]*\)/;
const URL_LIKE =
  /\b(?:(?:https?|ftp|file|data|javascript|mailto):\S*|www\.\S+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|app|ai|co|me|ly|info|biz|xyz|dev|gg|ru|cn|tk|link|site|online|top)\b\S*)/i;

/** Splits at sentence ends and line breaks, keeping each sentence's punctuation. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function carriesLink(sentence: string): boolean {
  return MARKDOWN_LINK.test(sentence) || URL_LIKE.test(sentence);
}

/**
 * One memory note as it may be kept and quoted: markup removed, every sentence that carries a link
 * or reads like an instruction dropped, on one line and at most `maxChars` long. Empty when nothing
 * is left.
 */
export function cleanMemoryNote(text: string, maxChars: number): string {
  const plain = text.replace(SCRIPT_OR_STYLE, ' ').replace(HTML_TAG, ' ');
  const kept = sentences(plain).filter(
    (sentence) => !carriesLink(sentence) && !looksLikeInstruction(sentence),
  );
  const line = toSingleLine(kept.join(' ').replace(/[<>]/g, ' ')).replace(/\s+([.,;:!?])/g, '$1');
  return truncateChars(line, maxChars);
}
