import { describe, expect, it } from 'vitest';
import { crisisResourcesFor } from '#shared/domain/crisis-resources.ts';
import {
  CRISIS_RESOURCES,
  type CrisisReplyInput,
  crisisReply as replyWith,
  sanitizeTherapistText,
  THERAPIST_INSTRUCTIONS_MAX_LENGTH,
} from './crisis-response';
import type { RiskCategory, RiskLevel, SafetyScreen } from './types';

/** Screens as the screen would grade them; written out, so these tests read only the reply. */
function screenOf(level: RiskLevel, categories: RiskCategory[], aboutSomeoneElse = false): SafetyScreen {
  return { level, categories, aboutSomeoneElse, matched: level !== 'none', reason: 'test', signals: [] };
}

const screens = {
  elevated: screenOf('elevated', ['suicide']),
  high: screenOf('high', ['suicide']),
  imminent: screenOf('imminent', ['suicide']),
  selfHarm: screenOf('high', ['self_harm']),
  harmToOthers: screenOf('high', ['harm_to_others']),
  someoneElse: screenOf('high', ['suicide'], true),
} satisfies Record<string, SafetyScreen>;

const US = crisisResourcesFor('US');

/** A reply for a visitor in the US unless a test says otherwise. */
function crisisReply(input: Omit<CrisisReplyInput, 'resources'> & Partial<CrisisReplyInput>): string {
  return replyWith({ resources: US, ...input });
}

/** The crisis reply a client sees, with their therapist's emergency instructions. */
function clientReply(
  emergencyInstructions: CrisisReplyInput['emergencyInstructions'],
  input: Partial<CrisisReplyInput> = {},
): string {
  return crisisReply({ screen: screens.high, audience: 'client', emergencyInstructions, ...input });
}

const HTML_TAG = /<\/?[a-z!?][^>]*>/i;

describe('crisisReply', () => {
  it.each(Object.entries(screens))('gives the US lines, without HTML, for a %s screen', (_name, screen) => {
    for (const audience of ['member', 'client'] as const) {
      const reply = crisisReply({ screen, audience });
      expect(reply).toContain('988');
      expect(reply).toContain('https://988lifeline.org');
      expect(reply).toContain('911');
      expect(reply).toContain("I'm an AI guide");
      expect(reply).not.toMatch(HTML_TAG);
      expect(reply).not.toContain('<');
    }
  });

  it.each([
    ['GB', ['Samaritans', '**116 123**', '**999**'], ['988', '911']],
    ['IE', ['Samaritans', '**116 123**', '**112** or **999**'], ['988', '911']],
    ['AU', ['Lifeline', '**13 11 14**', '**000**'], ['988', '911', '116 123']],
    ['NZ', ['**1737**', '**111**'], ['988', '911', '116 123']],
    ['CA', ['**988**', '**911**', 'in Canada'], ['116 123']],
    ['DE', ['https://findahelpline.com', '**112**'], ['988', '911', '116 123']],
    ['JP', ['https://findahelpline.com', 'your local emergency number'], ['988', '911', '112', '999']],
  ])('for a visitor in %s names their own lines and no other country’s', (country, shown, absent) => {
    for (const screen of Object.values(screens)) {
      const reply = crisisReply({ screen, audience: 'member', resources: crisisResourcesFor(country) });
      for (const text of shown) expect(reply, `${country} ${screen.level}`).toContain(text);
      for (const text of absent) expect(reply, `${country} ${screen.level}`).not.toContain(text);
    }
  });

  it('checks in gently at elevated, and is direct at high', () => {
    const elevated = crisisReply({ screen: screens.elevated, audience: 'member' });
    const high = crisisReply({ screen: screens.high, audience: 'member' });
    expect(elevated).toContain('gently check in');
    expect(elevated).toContain('**Are you having thoughts of ending your life?**');
    expect(elevated).toContain('call or text **988**');
    expect(high).not.toContain('gently check in');
    expect(high).toContain('You matter');
  });

  it('puts emergency numbers first when the risk is imminent', () => {
    const reply = crisisReply({ screen: screens.imminent, audience: 'member' });
    expect(reply.startsWith('**Your safety matters most right now.**')).toBe(true);
    expect(reply.indexOf('911')).toBeLessThan(reply.indexOf(CRISIS_RESOURCES.suicideAndCrisisLifeline.name));
  });

  it('adds emergency advice for harm to others', () => {
    const reply = crisisReply({ screen: screens.harmToOthers, audience: 'member' });
    expect(reply).toContain('put distance between you');
    expect(reply).toContain('call emergency services now');
  });

  it('offers help for helping a friend when the worry is about someone else', () => {
    const reply = crisisReply({ screen: screens.someoneElse, audience: 'member' });
    expect(reply).toContain('worried about someone else');
    expect(reply).toContain('stay with them');
    expect(reply).not.toContain('anything you could use to hurt yourself');
  });
});

describe("crisisReply with a practice's emergency instructions", () => {
  it("puts a client's therapist instructions after the platform's lines, labelled as theirs", () => {
    const reply = clientReply('Call the clinic on 020 7946 0000.', { resources: crisisResourcesFor('GB') });
    expect(reply.indexOf('**From your therapist:**')).toBeGreaterThan(reply.indexOf('116 123'));
    expect(reply.indexOf('**From your therapist:**')).toBeGreaterThan(reply.indexOf('immediate danger'));
  });

  it.each(['US', 'GB', 'AU', 'DE'])(
    "in %s, at every grade, gives every platform line before the practice's words, labelled as theirs",
    (country) => {
      const resources = crisisResourcesFor(country);
      for (const screen of Object.values(screens)) {
        const reply = clientReply('Call the clinic on 555-0100, or 988 after hours.', { screen, resources });
        const fromTherapist = reply.indexOf('**From your therapist:**\n\n> Call the clinic on 555-0100');
        expect(fromTherapist, `${country} ${screen.level}`).toBeGreaterThan(0);
        const platformLines = [resources.helpline.url, resources.emergency.label.replace(/\d+/g, '**$&**')];
        for (const line of platformLines) {
          expect(reply.indexOf(line), `${country} ${screen.level}: ${line}`).toBeGreaterThan(-1);
          expect(reply.indexOf(line), `${country} ${screen.level}: ${line}`).toBeLessThan(fromTherapist);
        }
      }
    },
  );

  // Instructions that discourage help are left out before they reach the reply, by the practice's
  // audience: functions/core/portal/portal-audience.test.ts.

  it("quotes a client's therapist instructions under a heading", () => {
    const reply = clientReply('Call my office line at (555) 010-0199.\nAfter hours, go to the nearest ER.');
    expect(reply).toContain(
      '**From your therapist:**\n\n> Call my office line at (555) 010-0199.\n> After hours, go to the nearest ER.',
    );
  });

  it('never shows therapist instructions to a member', () => {
    const reply = clientReply('Call Dr Lee', { audience: 'member' });
    expect(reply).not.toContain('From your therapist');
    expect(reply).not.toContain('Call Dr Lee');
  });

  it.each([undefined, null, '', '<b></b>  '])(
    'points a client without instructions (%j) back to their therapist',
    (emergencyInstructions) => {
      const reply = clientReply(emergencyInstructions, { screen: screens.elevated });
      expect(reply).not.toContain('From your therapist');
      expect(reply).toContain('let your therapist know');
    },
  );
});

describe("crisisReply cleans a practice's emergency instructions", () => {
  it('sanitises therapist instructions: no script tag, no markup, no links', () => {
    const reply = clientReply(
      'After hours, leave a message on our line <script>alert("x")</script><img src=x onerror=alert(1)> **555-0100** [here](javascript:alert(1)) `code` &lt;b&gt;',
    );
    expect(reply).not.toMatch(HTML_TAG);
    expect(reply).not.toContain('<script');
    expect(reply).not.toContain('alert("x")');
    expect(reply).not.toContain('[here]');
    expect(reply).not.toContain('`');
    expect(reply).toContain(
      '> After hours, leave a message on our line 555-0100 here(javascript:alert(1)) code b',
    );
  });

  it('caps therapist instructions in length and lines', () => {
    const reply = clientReply(`${'Please call the clinic. '.repeat(200)}\n${'line\n'.repeat(30)}`);
    const quoted = reply
      .split('\n')
      .filter((line) => line.startsWith('> '))
      .map((line) => line.slice(2))
      .join('\n');
    expect(quoted.length).toBeLessThanOrEqual(THERAPIST_INSTRUCTIONS_MAX_LENGTH);
    expect(quoted.endsWith('…')).toBe(true);
  });
});

describe('sanitizeTherapistText', () => {
  it('keeps ordinary contact details intact', () => {
    expect(sanitizeTherapistText('Email dr_lee@clinic.com or call +1 (555) 010-0199 & ask for Sam!')).toBe(
      'Email dr_lee@clinic.com or call +1 (555) 010-0199 & ask for Sam!',
    );
  });

  it('removes headings, list markers, rules, control and invisible characters', () => {
    expect(sanitizeTherapistText('# Title\n- item\n1. first\n---\nok\u200B\u202Eyes\u0007')).toBe(
      'Title\nitem\nfirst\nokyes',
    );
  });
});
