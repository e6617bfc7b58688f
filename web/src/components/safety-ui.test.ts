import { describe, expect, it } from 'vitest';
import { THEME_PROPERTY_GROUPS } from '#shared/domain/portal-theme.ts';
import { safetyUiTypography } from './safety-ui';

/** CSS properties whose value passes from a parent to its children (CSS 2.2 and CSS Text/Fonts). */
const INHERITED = new Set([
  'color',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'font-variant',
  'letter-spacing',
  'word-spacing',
  'line-height',
  'text-align',
  'text-transform',
  'text-shadow',
  'text-indent',
  'white-space',
  'direction',
  'writing-mode',
  'visibility',
  'cursor',
]);

const camel = (property: string) =>
  property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

describe('the safety UI in a portal', () => {
  it('sets for itself every inherited property a practice theme may set, so none reaches it from a hook', () => {
    const themeProperties = THEME_PROPERTY_GROUPS.flatMap((group) => group.properties);
    const inheritedByTheme = themeProperties.filter((property) => INHERITED.has(property));
    expect(inheritedByTheme).toEqual(
      expect.arrayContaining(['color', 'font-family', 'font-weight', 'font-style', 'letter-spacing']),
    );
    const reset = Object.keys(safetyUiTypography);
    expect(inheritedByTheme.map(camel).filter((property) => !reset.includes(property))).toEqual([]);
  });
});
