import { describe, expect, it } from 'vitest';
import { shownResources } from './safety-resources-line';
import { outsideSafetyUi } from './safety-ui';

describe('the lines a reply shows', () => {
  it('come from the app’s own table by region, whatever else a stored message carries', () => {
    const tampered = { region: 'GB', helpline: { call: '0900 000', url: 'javascript:alert(1)' } };
    expect(shownResources(tampered).helpline).toMatchObject({
      call: '116 123',
      url: 'https://www.samaritans.org',
    });
  });

  it('are the international ones for an unknown, inherited or missing region', () => {
    for (const resources of [undefined, { region: 'XX' }, { region: 'toString' }, { region: '__proto__' }]) {
      expect(shownResources(resources).region).toBe('international');
    }
  });
});

describe("a practice's CSS", () => {
  it('is wrapped so it stops at the safety UI', () => {
    expect(outsideSafetyUi('.mw-portal p{color:red}')).toBe(
      '@scope (html) to ([data-safety-ui]) {\n.mw-portal p{color:red}\n}',
    );
  });
});
