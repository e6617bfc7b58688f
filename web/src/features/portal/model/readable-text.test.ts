import { describe, expect, it } from 'vitest';
import { readableTextOn } from './readable-text';

describe('text on a brand colour', () => {
  it('is white on the default blues and dark on light colours', () => {
    expect(readableTextOn('#2563eb')).toBe('#ffffff');
    expect(readableTextOn('#1e40af')).toBe('#ffffff');
    expect(readableTextOn('#fde68a')).toBe('#111827');
    expect(readableTextOn('#ffffff')).toBe('#111827');
    expect(readableTextOn('not a colour')).toBe('#ffffff');
  });
});
