import { describe, expect, it } from 'vitest';
import { findRiskWords, holdsRiskWords, riskWordGroups } from './risk-words';

/** Texts that hold a risk word, by what each list shows the reader copes with. */
const holdingRiskWords = {
  'the risk in a message': [
    'took everything in the medicine cabinet about an hour ago',
    'this is the last entry I will write in here, thank you for everything',
    'I just want to sleep forever',
    'they would be better off without me',
    'I wrote a goodbye letter',
    'the bridge near my house has been on my mind',
    'I bought a rope today',
    'there is a gun in the drawer',
    'I keep thinking about jumping',
    'I hurt myself again last night',
    'I want to hurt him',
    'I will not be around much longer',
    'I no longer want to be here, I do not want to live',
    'I saved up my pills',
    'I feel hopeless',
    'I feel like a burden to everyone',
    'I cannot go on like this',
  ],
  'a word in any of its usual forms': [
    'killing',
    'killed',
    'overdosing',
    'overdosed',
    'cutting',
    'stabbed',
    'bleeding',
    'jumped',
    'hanged',
    'hung',
    'drowning',
    'suicidal',
    'dying',
    'died',
    'self-harm',
    'goodbyes',
  ],
  'a word however it is disguised': [
    'k1ll',
    'k i l l',
    'k.i.l.l',
    'killll',
    'KILL',
    'ｋｉｌｌ',
    'кill',
    'ki\u200bll',
    'ki\u0000ll',
    'su1c1de',
    'p1lls',
    'end\nit',
    'last   entry',
  ],
};

/** Ordinary words, some of which contain a listed one ("skill", "overkill"). */
const ordinaryTexts = [
  'I feel great today',
  "I'm so exhausted and scared",
  'it felt odd',
  'I studied all night',
  'the diesel engine',
  'skill',
  'overkill at the party',
  'I was hanging out with friends',
  'she hung up on me',
  'a panic attack at work',
  'I got triggered by my dad',
  'my job is wearing me down',
  '',
  '   ',
];

describe('holdsRiskWords', () => {
  describe.each(Object.entries(holdingRiskWords))('finds %s', (_kind, texts) => {
    it.each(texts)('%j', (text) => {
      expect(holdsRiskWords(text)).toBe(true);
    });
  });

  it.each(ordinaryTexts)('leaves ordinary words alone, even when they contain a listed one: %j', (text) => {
    expect(holdsRiskWords(text)).toBe(false);
  });
});

describe('findRiskWords', () => {
  it('names each word it finds, once', () => {
    expect(findRiskWords('took everything in the medicine cabinet about an hour ago').sort()).toEqual([
      'cabinet',
      'medicine',
    ]);
    expect(findRiskWords('this is the last entry, thank you for everything').sort()).toEqual([
      'last entry',
      'thank you for everything',
    ]);
    expect(findRiskWords('a quiet walk by the sea')).toEqual([]);
  });
});

describe('riskWordGroups', () => {
  it('is written in the canonical form: lower-case letters and single spaces', () => {
    for (const entry of Object.values(riskWordGroups).flat()) {
      expect(entry, entry).toMatch(/^[a-z]+(?: [a-z]+)*$/);
      expect(holdsRiskWords(entry), entry).toBe(true);
    }
  });

  it.each([
    'death',
    'dying',
    'suicide',
    'kill',
    'overdose',
    'pills',
    'cabinet',
    'cut',
    'blade',
    'hurt',
    'harm',
    'bleed',
    'last entry',
    'goodbye',
    'end it',
    'no longer be here',
    'gun',
    'rope',
    'bridge',
    'jump',
    'hang',
    'noose',
    'razor',
    'farewell',
  ])('covers death, self-harm, means and farewells: "%s"', (word) => {
    expect(holdsRiskWords(`and then ${word} happened`)).toBe(true);
  });
});
