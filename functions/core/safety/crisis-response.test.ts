import { describe, expect, it } from 'vitest';
import {
  CRISIS_RESOURCES,
  crisisReply,
  sanitizeTherapistText,
  THERAPIST_INSTRUCTIONS_MAX_LENGTH,
} from './crisis-response';
import { screenMessage } from './screen-message';
import type { SafetyScreen } from './types';

const screens = {
  none: screenMessage('I had a good day'),
  elevated: screenMessage("I don't want to be here anymore"),
  negated: screenMessage("I'm not suicidal, just tired"),
  high: screenMessage('I want to kill myself'),
  imminent: screenMessage("I have the pills and I'm going to take them all tonight"),
  selfHarm: screenMessage('I cut myself again'),
  harmToOthers: screenMessage("I'm going to kill him"),
  someoneElse: screenMessage('My friend said she wants to kill herself'),
} satisfies Record<string, SafetyScreen>;

const HTML_TAG = /<\/?[a-z!?][^>]*>/i;

describe('crisisReply', () => {
  it.each(Object.entries(screens))('gives every resource, without HTML, for a %s screen', (_name, screen) => {
    for (const audience of ['member', 'client'] as const) {
      const reply = crisisReply({ screen, audience });
      expect(reply).toContain('988');
      expect(reply).toContain('https://988lifeline.org');
      expect(reply).toContain('https://findahelpline.com');
      expect(reply).toContain('911');
      expect(reply).toContain('112');
      expect(reply).toContain('999');
      expect(reply).toContain("I'm an AI guide");
      expect(reply).not.toMatch(HTML_TAG);
      expect(reply).not.toContain('<');
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

  it("quotes a client's therapist instructions under a heading", () => {
    const reply = crisisReply({
      screen: screens.high,
      audience: 'client',
      emergencyInstructions: 'Call my office line at (555) 010-0199.\nAfter hours, go to the nearest ER.',
    });
    expect(reply).toContain(
      '**From your therapist:**\n\n> Call my office line at (555) 010-0199.\n> After hours, go to the nearest ER.',
    );
  });

  it('sanitises therapist instructions: no script tag, no markup, no links', () => {
    const reply = crisisReply({
      screen: screens.high,
      audience: 'client',
      emergencyInstructions:
        'Call me <script>alert("x")</script><img src=x onerror=alert(1)> **now** [here](javascript:alert(1)) `code` &lt;b&gt;',
    });
    expect(reply).not.toMatch(HTML_TAG);
    expect(reply).not.toContain('<script');
    expect(reply).not.toContain('alert("x")');
    expect(reply).not.toContain('[here]');
    expect(reply).not.toContain('`');
    expect(reply).toContain('> Call me now here(javascript:alert(1)) code b');
  });

  it('caps therapist instructions in length and lines', () => {
    const reply = crisisReply({
      screen: screens.high,
      audience: 'client',
      emergencyInstructions: `${'Please call the clinic. '.repeat(200)}\n${'line\n'.repeat(30)}`,
    });
    const quoted = reply
      .split('\n')
      .filter((line) => line.startsWith('> '))
      .map((line) => line.slice(2))
      .join('\n');
    expect(quoted.length).toBeLessThanOrEqual(THERAPIST_INSTRUCTIONS_MAX_LENGTH);
    expect(quoted.endsWith('…')).toBe(true);
  });

  it('never shows therapist instructions to a member', () => {
    const reply = crisisReply({
      screen: screens.high,
      audience: 'member',
      emergencyInstructions: 'Call Dr Lee',
    });
    expect(reply).not.toContain('From your therapist');
    expect(reply).not.toContain('Call Dr Lee');
  });

  it('points a client without instructions back to their therapist', () => {
    for (const emergencyInstructions of [undefined, null, '', '<b></b>  ']) {
      const reply = crisisReply({ screen: screens.elevated, audience: 'client', emergencyInstructions });
      expect(reply).not.toContain('From your therapist');
      expect(reply).toContain('let your therapist know');
    }
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
