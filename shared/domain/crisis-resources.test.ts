import { describe, expect, it } from 'vitest';
import {
  CRISIS_RESOURCES_BY_REGION,
  callHref,
  crisisRegions,
  crisisResourcesFor,
  EU_COUNTRIES,
  howToReach,
  normalizeCountryCode,
  quietLineOf,
  textHref,
} from './crisis-resources';

describe('crisis resources by country', () => {
  it.each([
    ['US', '988 Suicide & Crisis Lifeline', 'call or text 988', '911'],
    ['CA', '9-8-8 Suicide Crisis Helpline', 'call or text 988', '911'],
    ['GB', 'Samaritans', 'call 116 123', '999'],
    ['IE', 'Samaritans', 'call 116 123', '112 or 999'],
    ['AU', 'Lifeline', 'call 13 11 14', '000'],
    ['NZ', 'Need to talk? 1737', 'call or text 1737', '111'],
  ])('a visitor in %s is given %s (%s) and emergency number %s', (country, name, reach, emergency) => {
    const resources = crisisResourcesFor(country);
    expect(resources.helpline.name).toBe(name);
    expect(howToReach(resources.helpline)).toBe(reach);
    expect(resources.emergency.label).toBe(emergency);
  });

  it('reads the code in any case and with stray spaces, as a header may carry it', () => {
    expect(crisisResourcesFor('gb').region).toBe('GB');
    expect(crisisResourcesFor(' nz ').region).toBe('NZ');
  });

  it('gives everyone else the international directory and the local emergency number', () => {
    for (const country of ['JP', 'BR', 'IN', 'ZA', 'XX']) {
      const resources = crisisResourcesFor(country);
      expect(resources.region, country).toBe('international');
      expect(resources.helpline.url).toBe('https://findahelpline.com');
      expect(resources.emergency.label).toBe('your local emergency number');
    }
  });

  it('names 112 in the countries of the EU', () => {
    for (const country of ['DE', 'fr', 'ES', 'PL']) {
      const resources = crisisResourcesFor(country);
      expect(resources.helpline.url, country).toBe('https://findahelpline.com');
      expect(resources.emergency.numbers).toEqual(['112']);
      expect(resources.emergency.label).toContain('112');
    }
    expect(EU_COUNTRIES.has('IE')).toBe(false);
  });

  it('treats a missing, empty or malformed country as unknown: the international entry', () => {
    for (const value of [undefined, null, '', 'U', 'USA', '12', 'G B', 'ÄÖ']) {
      expect(crisisResourcesFor(value).region, String(value)).toBe('international');
    }
    expect(normalizeCountryCode('usa')).toBeUndefined();
    expect(normalizeCountryCode('us')).toBe('US');
  });

  it('keeps a source and the day it was checked for every entry', () => {
    for (const region of crisisRegions) {
      const entry = CRISIS_RESOURCES_BY_REGION[region];
      expect(entry.region).toBe(region);
      expect(entry.source, region).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$)/);
      expect(entry.checked).toBe('2026-11-29');
      expect(entry.helpline.url).toMatch(/^https:\/\//);
    }
  });
});

describe('the quiet line beside a reply graded note', () => {
  it.each([
    ['US', 'Support is here any time: call or text 988', 'tel:988'],
    ['GB', 'Support is here any time: call Samaritans on 116 123', 'tel:116123'],
    ['AU', 'Support is here any time: call Lifeline on 13 11 14', 'tel:131114'],
    ['NZ', 'Need to talk? Call or text 1737', 'tel:1737'],
    ['JP', 'Support is here any time: find a helpline at findahelpline.com', 'https://findahelpline.com'],
  ])('in %s reads "%s" and links %s', (country, text, href) => {
    const line = quietLineOf(crisisResourcesFor(country));
    expect(line.text).toBe(text);
    expect(line.link.href).toBe(href);
  });

  it('dials the number without its spaces', () => {
    expect(callHref('116 123')).toBe('tel:116123');
    expect(textHref('1737')).toBe('sms:1737');
  });
});
