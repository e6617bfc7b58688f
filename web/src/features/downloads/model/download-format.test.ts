import { describe, expect, it } from 'vitest';
import {
  describeFile,
  downloadAccess,
  downloadCountText,
  formatFileSize,
  openedBy,
  releaseMonth,
} from './download-format';

describe('how the library describes an item', () => {
  it('gives sizes in bytes, KB or MB', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(812)).toBe('812 bytes');
    expect(formatFileSize(6306)).toBe('6.2 KB');
    expect(formatFileSize(1_468_006)).toBe('1.4 MB');
    expect(describeFile('html', 6306)).toBe('Printable page · 6.2 KB');
    expect(describeFile('markdown', 5441)).toBe('Markdown · 5.3 KB');
  });

  it('says how often it was downloaded', () => {
    expect(downloadCountText(0)).toBe('Not downloaded yet');
    expect(downloadCountText(1)).toBe('Downloaded once');
    expect(downloadCountText(12)).toBe('Downloaded 12 times');
    expect(downloadCountText(1234)).toBe('Downloaded 1,234 times');
  });

  it('names the month it was added, whatever the time zone', () => {
    expect(releaseMonth('2026-03-01')).toBe('March 2026');
    expect(releaseMonth('2026-11-30')).toBe('November 2026');
  });
});

describe('who may download what', () => {
  it('lets a member download what their tier includes and asks them to upgrade for the rest', () => {
    expect(downloadAccess('freemium', 'freemium')).toBe('download');
    expect(downloadAccess('freemium', 'pro')).toBe('upgrade');
    expect(downloadAccess('standard', 'pro')).toBe('upgrade');
    expect(downloadAccess('pro', 'pro')).toBe('download');
    expect(downloadAccess('pro', 'lifetime')).toBe('upgrade');
    expect(downloadAccess('lifetime', 'pro')).toBe('download');
  });

  it('asks a visitor to sign up for a free item and to see the plans for the others', () => {
    expect(downloadAccess(null, 'freemium')).toBe('sign-up');
    expect(downloadAccess(null, 'pro')).toBe('upgrade');
    expect(openedBy('freemium')).toBe('Free for everyone');
    expect(openedBy('pro')).toBe('Opens with Pro');
    expect(openedBy('lifetime')).toBe('Opens with Lifetime Member');
  });
});
