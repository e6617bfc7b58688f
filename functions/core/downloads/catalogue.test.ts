import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DOWNLOAD_TIER,
  DOWNLOAD_FILE_PATTERN,
  DOWNLOAD_ID_PATTERN,
  downloadFileTypes,
} from '#shared/domain/downloads.ts';
import { tierIncludes } from '#shared/domain/tiers.ts';
import {
  availableDownloads,
  type DownloadEntry,
  downloadCatalogue,
  findAvailableDownload,
} from './catalogue';

const contentDirectory = join(import.meta.dirname, '..', '..', '..', 'content', 'downloads');
const today = new Date();

describe('the downloads catalogue', () => {
  it('names every file of content/downloads once, and only those', () => {
    const files = readdirSync(contentDirectory).sort();
    expect(downloadCatalogue.map((entry) => entry.filePath).sort()).toEqual(files);
    expect(new Set(downloadCatalogue.map((entry) => entry.id)).size).toBe(downloadCatalogue.length);
  });

  it('gives each file its measured size in bytes', () => {
    const wrong = downloadCatalogue
      .map((entry) => ({ entry, size: statSync(join(contentDirectory, entry.filePath)).size }))
      .filter(({ entry, size }) => entry.fileSize !== size)
      .map(({ entry, size }) => `${entry.id}: fileSize should be ${size}, not ${entry.fileSize}`);
    expect(wrong).toEqual([]);
  });

  it('uses safe ids and file names whose extension matches the file type', () => {
    for (const entry of downloadCatalogue) {
      expect(entry.id, entry.id).toMatch(DOWNLOAD_ID_PATTERN);
      expect(entry.filePath, entry.id).toMatch(DOWNLOAD_FILE_PATTERN);
      expect(entry.filePath.endsWith(downloadFileTypes[entry.fileType].extension), entry.id).toBe(true);
      expect(entry.releaseDate, entry.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.title.length, entry.id).toBeGreaterThan(3);
      expect(entry.description.length, entry.id).toBeGreaterThan(40);
    }
  });

  it('opens something to everyone, keeps most for Pro (the default) and one for Lifetime', () => {
    const available = availableDownloads(today);
    expect(available.length).toBeGreaterThanOrEqual(5);
    expect(available.filter((entry) => entry.requiredTier === 'freemium').length).toBeGreaterThanOrEqual(1);
    expect(available.filter((entry) => entry.requiredTier === 'pro').length).toBeGreaterThanOrEqual(3);
    expect(available.filter((entry) => entry.requiredTier === 'lifetime')).toHaveLength(1);
    // Entries that name no tier get the spec's default.
    expect(DEFAULT_DOWNLOAD_TIER).toBe('pro');
  });

  it('says in every file that it is reflection, not therapy, and names the crisis line', () => {
    for (const entry of downloadCatalogue) {
      const text = readFileSync(join(contentDirectory, entry.filePath), 'utf8').replace(/\s+/g, ' ');
      expect(text, entry.id).toMatch(/not therapy/);
      expect(text, entry.id).toMatch(/medical or diagnostic advice/);
      expect(text, entry.id).toContain('988');
      expect(text, entry.id).toContain('findahelpline.com');
      expect(text, entry.id).toMatch(/emergency number/);
    }
  });

  it('keeps printable pages self-contained: no scripts, nothing loaded from elsewhere', () => {
    for (const entry of downloadCatalogue.filter((candidate) => candidate.fileType === 'html')) {
      const html = readFileSync(join(contentDirectory, entry.filePath), 'utf8');
      expect(html, entry.id).toMatch(/^<!doctype html>/i);
      expect(html, entry.id).toContain('<html lang="en">');
      expect(html, entry.id).not.toMatch(/<script|<link|<img|<iframe|src=|url\(|@import/i);
    }
  });
});

describe('what is available', () => {
  const base: DownloadEntry = {
    id: 'sample',
    title: 'Sample',
    description: 'A sample entry',
    filePath: 'sample.md',
    fileType: 'markdown',
    fileSize: 1,
    requiredTier: 'pro',
    releaseDate: '2026-05-01',
    isActive: true,
  };
  const catalogue = [
    base,
    { ...base, id: 'withdrawn', isActive: false },
    { ...base, id: 'coming', releaseDate: '2026-05-02' },
  ];
  const releaseDay = new Date('2026-05-01T23:59:59Z');

  it('lists active items from their release day (UTC) on, never withdrawn ones', () => {
    expect(availableDownloads(releaseDay, catalogue).map((entry) => entry.id)).toEqual(['sample']);
    expect(availableDownloads(new Date('2026-05-02T00:00:00Z'), catalogue).map((entry) => entry.id)).toEqual([
      'sample',
      'coming',
    ]);
    expect(findAvailableDownload('withdrawn', releaseDay, catalogue)).toBeUndefined();
    expect(findAvailableDownload('coming', releaseDay, catalogue)).toBeUndefined();
    expect(findAvailableDownload('sample', releaseDay, catalogue)?.id).toBe('sample');
  });

  it('opens an item to its tier and every tier above it', () => {
    expect(tierIncludes('pro', base.requiredTier)).toBe(true);
    expect(tierIncludes('lifetime', base.requiredTier)).toBe(true);
    expect(tierIncludes('standard', base.requiredTier)).toBe(false);
    expect(tierIncludes('freemium', base.requiredTier)).toBe(false);
  });
});
