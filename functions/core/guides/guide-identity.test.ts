import { describe, expect, it } from 'vitest';
import { AI_DISCLOSURE } from '#functions/core/safety/ai-disclosure.ts';
import { claimsToBeHumanOrClinician } from '#functions/core/safety/ai-identity.ts';
import { findRiskWords } from '#functions/core/safety/risk-words.ts';
import { AI_IDENTITY_RULE, SAFETY_POLICY } from '#functions/core/safety/safety-policy.ts';
import { getMode, modeIds } from '#shared/domain/modes.ts';
import { feelingLexicon } from './offline-lexicon';
import { healthBoundary, identityBoundary, modeTemplates } from './offline-templates';
import { guidePersonas } from './personas';
import { themeLexicon } from './theme-lexicon';

/**
 * No guide calls itself a person, a therapist, a counsellor or a doctor, and every guide is told
 * to say it is an AI when asked. Also: the offline guide's own words hold no risk words, so a risk
 * word in a reply can only have come from the member (and the guide then never sends it).
 */

const ROLE = /\b(?:human|person|therapist|counsell?or|doctor|clinician|psychologist|psychiatrist|nurse)\b/i;

/** Every sentence the offline guide can say, with its placeholders filled in. */
function offlineSentences(): string[] {
  const slots: Record<string, string> = {
    clause: 'work is hard',
    quote: 'work is hard',
    question: 'why you always push people away',
    feelings: 'worry',
    feeling: 'worry',
    theme: 'work',
    times: 'several times',
  };
  const fill = (template: string) => template.replace(/\{(\w+)\}/g, (_, name: string) => slots[name] ?? '');
  const sentences = [...identityBoundary, ...healthBoundary, AI_DISCLOSURE];
  for (const modeId of modeIds) {
    const { heldWithCare, ...lists } = modeTemplates[modeId];
    sentences.push(...Object.values(lists).flat(), ...heldWithCare.opening, ...heldWithCare.invitation);
  }
  return sentences.map(fill);
}

describe('who the guides say they are', () => {
  it('tells every model, first, never to claim to be a person or a clinician and to say it is an AI', () => {
    expect(SAFETY_POLICY).toContain(AI_IDENTITY_RULE);
    expect(AI_IDENTITY_RULE).toMatch(/human, a therapist, counsellor, doctor or clinician/);
    expect(AI_IDENTITY_RULE).toMatch(/If asked, say plainly you are an AI/);
  });

  it.each(modeIds)('gives the %s persona the same rule, and no role it may not claim', (modeId) => {
    const persona = guidePersonas[modeId];
    expect(persona).toMatch(/You are an AI, not a person or a therapist, counsellor or doctor/);
    expect(persona).toMatch(/never call yourself one/);
    expect(persona).toMatch(/if asked, say plainly you are an AI/);
    // Every sentence that says what the guide is either names no role or denies it.
    for (const sentence of persona.split(/(?<=[.;])\s+/)) {
      if (/\bYou are\b/.test(sentence) && ROLE.test(sentence)) expect(sentence, sentence).toMatch(/\bnot\b/);
    }
  });

  it('names no mode as therapy or a therapist', () => {
    for (const modeId of modeIds) {
      const { name, description } = getMode(modeId);
      expect(`${name} ${description}`).not.toMatch(/therap|counsel|doctor|clinic/i);
    }
  });

  it('never has the offline guide claim a role, in any sentence it can say', () => {
    for (const sentence of offlineSentences()) {
      expect(claimsToBeHumanOrClinician(sentence), sentence).toBe(false);
    }
  });

  it("keeps risk words out of the offline guide's own sentences, feelings and themes", () => {
    const ownWords = [
      ...offlineSentences(),
      ...feelingLexicon.map((feeling) => feeling.noun),
      ...themeLexicon.map((theme) => theme.phrase),
    ];
    for (const text of ownWords) expect(findRiskWords(text), text).toEqual([]);
  });
});
