import { describe, expect, it } from 'vitest';
import {
  describeFile,
  downloadAccess,
  downloadCountText,
  fileHint,
  formatFileSize,
  openedBy,
  releaseMonth,
  spokenFileDescription,
} from './download-format';

describe('how the library describes an item', () => {
  it('gives sizes rounded as people read them', () => {
    expect(formatFileSize(1)).toBe('under 1 KB');
    expect(formatFileSize(812)).toBe('under 1 KB');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(5441)).toBe('5 KB');
    expect(formatFileSize(6747)).toBe('7 KB');
    expect(formatFileSize(319_488)).toBe('312 KB');
    // Just under a megabyte is not "1024 KB".
    expect(formatFileSize(1_048_000)).toBe('1023 KB');
    expect(formatFileSize(1_468_006)).toBe('1.4 MB');
    expect(formatFileSize(2 * 1_048_576)).toBe('2 MB');
    expect(formatFileSize(12_900_000)).toBe('12 MB');
  });

  it('names the kind of file in plain words, with its extension, never "Markdown"', () => {
    expect(describeFile('markdown', 5441)).toBe('Text file (.md) · 5 KB');
    expect(describeFile('html', 6306)).toBe('Printable page (.html) · 6 KB');
    expect(describeFile('text', 812)).toBe('Text file (.txt) · under 1 KB');
    expect(spokenFileDescription('markdown', 5441)).toBe('Text file (.md), 5 kilobytes');
    expect(fileHint('markdown')).toBe('Opens in any text editor or notes app');
    expect(fileHint('html')).toBe('Opens in your browser, ready to print');
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
