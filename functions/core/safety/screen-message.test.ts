import { describe, expect, it } from 'vitest';
import { normalizeForScreening } from './normalize-text';
import { benignPhrases, riskyPhrases } from './risk-phrases';
import { riskReasons } from './risk-reasons';
import { screenMessage } from './screen-message';
import { compareRiskLevels, type RiskLevel } from './types';

const knownReasons = new Set<string>(Object.values(riskReasons));

describe('screenMessage: recall on risky phrases', () => {
  it('has a phrase set of at least 120 risky and 80 benign messages', () => {
    expect(riskyPhrases.length).toBeGreaterThanOrEqual(120);
    expect(benignPhrases.length).toBeGreaterThanOrEqual(80);
    for (const category of ['suicide', 'self_harm', 'harm_to_others'] as const) {
      expect(riskyPhrases.filter((phrase) => phrase.category === category).length).toBeGreaterThanOrEqual(20);
    }
  });

  it.each(riskyPhrases)('flags "$text" as $category, at least $atLeast', (phrase) => {
    const screen = screenMessage(phrase.text);
    expect(screen.matched).toBe(true);
    expect(screen.categories).toContain(phrase.category);
    expect(compareRiskLevels(screen.level, phrase.atLeast)).toBeGreaterThanOrEqual(0);
    expect(screen.aboutSomeoneElse).toBe(phrase.aboutSomeoneElse ?? false);
  });

  it('recalls 100% of the risky set', () => {
    const missed = riskyPhrases
      .filter((phrase) => !screenMessage(phrase.text).matched)
      .map((phrase) => phrase.text);
    expect(missed).toEqual([]);
  });
});

describe('screenMessage: benign phrases', () => {
  it.each(benignPhrases)('leaves "%s" alone', (text) => {
    const screen = screenMessage(text);
    expect(screen).toEqual({
      level: 'none',
      categories: [],
      reason: riskReasons.none,
      matched: false,
      aboutSomeoneElse: false,
      signals: [],
    });
  });

  it('keeps the false-positive rate on the benign set at or under 5%', () => {
    const flagged = benignPhrases.filter((text) => screenMessage(text).matched);
    expect(flagged.length / benignPhrases.length).toBeLessThanOrEqual(0.05);
  });
});

describe('screenMessage: levels', () => {
  const levelOf = (text: string): RiskLevel => screenMessage(text).level;

  it.each([
    ["I don't want to be here anymore", 'elevated'],
    ['Everyone would be better off without me', 'elevated'],
    ["I'm not suicidal, just tired", 'elevated'],
    ['I would never kill myself', 'elevated'],
    ['My friend said she wants to kill herself', 'elevated'],
    ['I want to kill myself', 'high'],
    ['I cut myself again', 'high'],
    ["I'm going to kill him", 'high'],
    ['How many pills would it take to die?', 'high'],
    ["I've been giving away my things", 'high'],
    ["I'm going to kill myself tonight", 'imminent'],
    ["I have the pills and I'm going to take them all tonight", 'imminent'],
    ['I took a whole bottle of pills', 'imminent'],
    ["I'm going to shoot up my school", 'imminent'],
    ["I'm going to kill him tonight", 'imminent'],
  ] as const)('rates "%s" as %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it('orders indirect wording below explicit intent, and intent below a plan with means', () => {
    const indirect = levelOf("I don't want to be here anymore");
    const explicit = levelOf('I want to kill myself');
    const planWithMeans = levelOf("I have the pills and I'm going to take them all tonight");
    expect(compareRiskLevels(indirect, explicit)).toBeLessThan(0);
    expect(compareRiskLevels(explicit, planWithMeans)).toBeLessThan(0);
  });

  it('raises a worry about someone else with a plan or timing, but never to imminent', () => {
    const screen = screenMessage("My girlfriend told me she's going to end her life tonight");
    expect(screen.level).toBe('high');
    expect(screen.aboutSomeoneElse).toBe(true);
  });
});

describe('screenMessage: categories and reasons', () => {
  it.each([
    ['I want to kill myself', ['suicide']],
    ['I cut myself again', ['self_harm']],
    ["I'm going to kill him", ['harm_to_others']],
    ['I want to hurt my kids', ['harm_to_others']],
    ['my husband threatened to kill me', ['harm_to_others']],
    ['I want to kill myself and I want to kill him', ['suicide', 'harm_to_others']],
    ["I've been cutting myself and I don't want to live anymore", ['suicide', 'self_harm']],
  ] as const)('reports "%s" under %j', (text, categories) => {
    expect(screenMessage(text).categories).toEqual(categories);
  });

  it('gives short, known reasons that never quote the message', () => {
    for (const phrase of riskyPhrases) {
      const { reason } = screenMessage(phrase.text);
      for (const part of reason.split('; ')) {
        expect(knownReasons.has(part.replace(`, ${riskReasons.withPlanOrMeans}`, ''))).toBe(true);
      }
      expect(reason.length).toBeLessThanOrEqual(160);
    }
  });

  it('says when a mention of suicide came with a denial', () => {
    expect(screenMessage("I'm not suicidal, just tired").reason).toBe(riskReasons.negatedSuicide);
  });
});

describe('screenMessage: idioms are excused only on their own span', () => {
  it('flags the risk that sits beside an idiom', () => {
    expect(screenMessage('This deadline is killing me').matched).toBe(false);
    expect(screenMessage('This deadline is killing me and honestly I want to kill myself').level).toBe(
      'high',
    );
  });

  it('flags a film mention only when the message also carries a risk', () => {
    expect(screenMessage('I watched a movie about suicide prevention').matched).toBe(false);
    expect(screenMessage('I watched a movie about suicide prevention and now I want to die').matched).toBe(
      true,
    );
  });

  it('excuses a match only for the rule that lists the exception', () => {
    // "die for that" excuses wanting to die ("i'd die for that"), not a threat over the same words.
    const screen = screenMessage('He deserves to die for that and I am going to be the one to do it');
    expect(screen.signals).toContain('deserves-to-die');
    expect(screen.signals).not.toContain('want-to-die');
    expect(screen.level).toBe('high');
  });

  it('reads distances in kilometres as distances and "kms" alone as a risk', () => {
    expect(screenMessage('I ran 10 kms this morning').matched).toBe(false);
    expect(screenMessage('honestly might kms').matched).toBe(true);
  });
});

describe('screenMessage: input edge cases', () => {
  it('returns no risk for empty or whitespace-only input', () => {
    expect(screenMessage('').matched).toBe(false);
    expect(screenMessage('   \n\t ').matched).toBe(false);
  });

  it('is deterministic and returns a fresh result each time', () => {
    const first = screenMessage('I want to die');
    const second = screenMessage('I want to die');
    expect(first).toEqual(second);
    expect(first).not.toBe(second);
    const none = screenMessage('hello');
    none.categories.push('suicide');
    expect(screenMessage('hello').categories).toEqual([]);
  });

  it('finds a risk at the end of a long message', () => {
    const filler = 'Today I went to the shops and then I walked the dog for a while. '.repeat(55);
    expect(filler.length).toBeGreaterThan(3500);
    expect(screenMessage(`${filler}I want to kill myself`).level).toBe('high');
  });
});

describe('normalizeForScreening', () => {
  it.each([
    ['I Don\u2019t want to be here anymore', 'i do not want to be here anymore'],
    ['k i l l  m y s e l f', 'kill myself'],
    ['I want to k1ll mys3lf!', 'i want to kill myself!'],
    ['$uicide', 'suicide'],
    ['diiiie', 'die'],
    ['self-harm', 'self harm'],
    ['ki\u200Bll myself', 'kill myself'],
    ['k\u00EDll mys\u00E9lf', 'kill myself'],
    ['\u043Aill myself', 'kill myself'],
    ["I'm gonna end it 2nite", 'i am going to end it tonight'],
    ['i want 2 die', 'i want to die'],
    ['I ran 10kms at 5am and took 2 pills', 'i ran 10kms at 5am and took 2 pills'],
  ])('turns %j into %j', (input, expected) => {
    expect(normalizeForScreening(input)).toBe(expected);
  });
});
