/**
 * Words and phrases that no guide quotes or reflects back to the person who wrote them: death and
 * dying, suicide and self-harm, the means people name (pills, blades, ropes, heights, guns ...),
 * harm to others, hopelessness and farewells. The list is wider than the risk screen on purpose:
 * the screen decides whether someone is at risk; this list only decides when a guide must answer
 * without repeating the person's own words, and a plain reply costs little when it was not needed.
 *
 * Entries are written in the canonical form of `normalizeForScreening` ("can not", "i am"). Each
 * matches as a whole word or phrase, with the usual endings (-s, -es, -ed, -d, -ing, -er, -ers, -y)
 * and with any letter repeated ("killll"); irregular forms are listed as they are.
 */
import { normalizeForScreening } from './normalize-text';

export const riskWordGroups = {
  death: [
    'die',
    'dying',
    'dead',
    'death',
    'deathly',
    'deadly',
    'suicide',
    'suicidal',
    'unalive',
    'kill',
    'murder',
    'corpse',
    'funeral',
    'grave',
    'coffin',
    'casket',
    'obituary',
    'afterlife',
    'end my life',
    'end it',
    'ending it',
    'take my life',
    'take my own life',
    'not wake up',
    'never wake up',
    'no longer be here',
    'not be here',
    'not being here',
    'not be around',
    'not exist',
    'stop existing',
    'sleep forever',
    'disappear forever',
    'gone forever',
    'better off without me',
    'no reason to live',
    'nothing to live for',
    'not want to live',
    'not want to be alive',
  ],
  selfHarm: [
    'hurt',
    'hurtful',
    'harm',
    'harmful',
    'self harm',
    'cut',
    'slit',
    'slash',
    'blade',
    'razor',
    'knife',
    'knives',
    'scissors',
    'bleed',
    'bled',
    'blood',
    'scars',
    'scarring',
    'scarred',
    'burn myself',
    'punish myself',
    'starve',
    'purge',
  ],
  means: [
    'overdose',
    'pill',
    'tablet',
    'capsule',
    'meds',
    'medicine',
    'medication',
    'cabinet',
    'prescription',
    'painkiller',
    'paracetamol',
    'acetaminophen',
    'tylenol',
    'ibuprofen',
    'aspirin',
    'opioid',
    'oxy',
    'fentanyl',
    'heroin',
    'insulin',
    'poison',
    'bleach',
    'antifreeze',
    'gun',
    'firearm',
    'pistol',
    'rifle',
    'shotgun',
    'revolver',
    'handgun',
    'bullet',
    'ammo',
    'shoot',
    'shot',
    'rope',
    'noose',
    'hang',
    'hung',
    'ligature',
    'strangle',
    'suffocate',
    'drown',
    'bridge',
    'jump',
    'ledge',
    'rooftop',
    'cliff',
    'balcony',
    'train tracks',
    'in front of a train',
    'in front of a car',
    'in front of a bus',
    'into traffic',
    'carbon monoxide',
    'exhaust fumes',
    'gas oven',
    'crash my car',
    'crash the car',
  ],
  harmToOthers: ['stab', 'beat up', 'beat him', 'beat her', 'weapon', 'bomb', 'massacre', 'revenge'],
  hopelessness: [
    'hopeless',
    'worthless',
    'burden',
    'no way out',
    'no point',
    'can not go on',
    'can not do this anymore',
    'can not take it anymore',
    'can not take this anymore',
    'give up on life',
    'want out',
  ],
  farewells: [
    'goodbye',
    'good bye',
    'bye forever',
    'farewell',
    'say bye',
    'last entry',
    'last message',
    'last post',
    'last words',
    'last note',
    'last letter',
    'final entry',
    'final message',
    'final words',
    'final goodbye',
    'thank you for everything',
    'thanks for everything',
    'sorry for everything',
    'forgive me',
    'will not be around',
    'will not be here',
    'see you on the other side',
    'not think i will be here',
    'not think i will be around',
    'give away my',
    'giving away my',
    'given away my',
    'gave away my',
    'take care of my',
    'write my will',
    'wrote my will',
    'made my will',
  ],
} as const satisfies Record<string, readonly string[]>;

export type RiskWordGroup = keyof typeof riskWordGroups;

/** Every entry, longest first so that a phrase wins over a word inside it. */
const allEntries: readonly string[] = Object.values(riskWordGroups)
  .flat()
  .sort((a, b) => b.length - a.length);

const ENDINGS = '(?:s|es|ed|d|ing|er|ers)?';

/**
 * "kill" -> "k+i+l+l+": a letter typed many times still matches (and "cutting", "stabbed" need no
 * entry of their own); a long word's final e may give way to its ending ("overdosing"); a space
 * matches any run of blanks.
 */
function entryPattern(entry: string): string {
  const letters = entry.split(' ').map((word) => [...word].map((letter) => `${letter}+`).join(''));
  const pattern = letters.join('\\s+');
  return entry.length > 4 && entry.endsWith('e') ? `${pattern.slice(0, -2)}(?:e+|(?=ing))` : pattern;
}

const RISK_WORD_SOURCE = `(?<![a-z0-9])(?:${allEntries.map(entryPattern).join('|')})${ENDINGS}(?![a-z0-9])`;
const RISK_WORD = new RegExp(RISK_WORD_SOURCE);
const RISK_WORDS = new RegExp(RISK_WORD_SOURCE, 'g');

/** Everyday phrases that only look like a listed word: "hanging out with", "hung up on me". */
const HARMLESS_PHRASES = /(?<![a-z])(?:hang|hangs|hanging|hung) (?:out with|up on)(?![a-z])/g;

/** Lower case without accents or invisible characters, but with letters and spacing left as typed. */
function lightlyFolded(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\s+/g, ' ')
    .replace(/\p{M}+|\p{Cf}+|\p{Cc}+/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'");
}

/**
 * Two readings of a message: the screen's canonical form (leetspeak, spaced letters and look-alike
 * letters undone) and the text as typed, folded only lightly, so that neither can hide a word the
 * other shows ("k1ll" in the first, "killll" in the second).
 */
function readings(text: string): string[] {
  return [normalizeForScreening(text), lightlyFolded(text)].map((form) =>
    form.replace(HARMLESS_PHRASES, ' '),
  );
}

/** The risk words in `text`, as found (lower case, single spaces). */
export function findRiskWords(text: string): string[] {
  const found = new Set<string>();
  for (const form of readings(text)) {
    for (const match of form.matchAll(RISK_WORDS)) found.add(match[0].replace(/\s+/g, ' '));
  }
  return [...found];
}

/** Whether `text` holds any word or phrase a guide must not quote back. */
export function holdsRiskWords(text: string): boolean {
  return text.trim() !== '' && readings(text).some((form) => RISK_WORD.test(form));
}
