import { holdsRiskWords } from '#functions/core/safety/risk-words.ts';
import type { GuideEngine, GuideReplyRequest } from './types';

/**
 * The name a person asked to be called, as the offline guide may say it: letters (any script),
 * spaces, hyphens, apostrophes and dots only, at most three words and 40 characters. Anything else
 * (markup, digits, words no guide repeats) is not said at all.
 */
export function nameToAddress(raw: string | null | undefined): string | null {
  const name = (raw ?? '').normalize('NFC').replace(/\s+/g, ' ').trim();
  if (!name || name.length > 40) return null;
  if (!/^[\p{L}\p{M}][\p{L}\p{M}'’.-]*(?: [\p{L}\p{M}][\p{L}\p{M}'’.-]*){0,2}$/u.test(name)) return null;
  if (holdsRiskWords(name)) return null;
  return name;
}

/** How often the offline guide says the name: in its first reply, then every fourth. */
const NAME_EVERY = 4;

export function saysNameIn(replyNumber: number): boolean {
  return (replyNumber - 1) % NAME_EVERY === 0;
}

/** "In your own words…" becomes "Ana, in your own words…" ("I" and acronyms keep their capital). */
export function openWithName(reply: string, name: string): string {
  const first = reply.split(/\s/)[0] ?? '';
  const keepCapital =
    first === 'I' || /^I['’]/.test(first) || (first.length > 1 && first === first.toUpperCase());
  const rest = keepCapital ? reply : reply.charAt(0).toLowerCase() + reply.slice(1);
  return `${name}, ${rest}`;
}

/**
 * The offline guide speaking to a person by name (a model reads the name in its prompt, quoted as
 * data): `replyNumber` is which of the guide's replies in this conversation this one is. Streams as
 * the guide does, with the name before its first words.
 */
export function offlineGuideAddressing(
  engine: GuideEngine,
  name: string | null,
  replyNumber: number,
): GuideEngine {
  const said = nameToAddress(name);
  if (engine.id !== 'offline' || !said || !saysNameIn(replyNumber)) return engine;
  return {
    ...engine,
    async *streamReply(request: GuideReplyRequest): AsyncIterable<string> {
      let first = true;
      for await (const piece of engine.streamReply(request)) {
        if (first && piece.trim()) {
          first = false;
          const lead = piece.match(/^\s*/)?.[0] ?? '';
          yield `${lead}${openWithName(piece.slice(lead.length), said)}`;
        } else {
          yield piece;
        }
      }
    },
  };
}
