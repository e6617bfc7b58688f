import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { downloadCatalogue } from './catalogue';
import { checkLocalDownloadLink, localDownloadStore, openLocalDownload } from './local-download-store';

const directory = mkdtempSync(join(tmpdir(), 'mirrorwell-downloads-'));
const outside = mkdtempSync(join(tmpdir(), 'mirrorwell-outside-'));
const entry = downloadCatalogue[0] as (typeof downloadCatalogue)[number];
writeFileSync(join(directory, entry.filePath), 'the file');
writeFileSync(join(outside, 'secret.md'), 'not in the library');
symlinkSync(join(outside, 'secret.md'), join(directory, 'leads-out.md'));
mkdirSync(join(directory, 'folder.md'));

const key = randomBytes(32);
const store = localDownloadStore({ directory, origin: 'http://localhost:5313', key });
const now = new Date('2026-11-20T10:00:00Z');
const expiresAt = new Date(now.getTime() + 300_000);

async function linkParts(at = now) {
  const url = new URL(await store.linkTo(entry, new Date(at.getTime() + 300_000), at));
  return {
    url,
    link: {
      filePath: decodeURIComponent(url.pathname.replace('/local-downloads/', '')),
      expires: url.searchParams.get('expires'),
      signature: url.searchParams.get('signature'),
    },
  };
}

describe('the local download store’s signed links', () => {
  it('points at the local runtime’s file route, with the expiry and an HMAC signature', async () => {
    const { url, link } = await linkParts();
    expect(url.origin).toBe('http://localhost:5313');
    expect(url.pathname).toBe(`/local-downloads/${entry.filePath}`);
    expect(link.expires).toBe(String(expiresAt.getTime() / 1000));
    expect(link.signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(checkLocalDownloadLink(link, now, key)).toEqual({ ok: true });
    expect(checkLocalDownloadLink(link, new Date(expiresAt.getTime() - 1), key)).toEqual({ ok: true });
  });

  it('refuses the link from its expiry on', async () => {
    const { link } = await linkParts();
    expect(checkLocalDownloadLink(link, expiresAt, key)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a link whose file, expiry or signature was changed, or signed with another key', async () => {
    const { link } = await linkParts();
    const later = String(Number(link.expires) + 3600);
    for (const tampered of [
      { ...link, filePath: 'shadow-work-prompts.md' },
      { ...link, expires: later },
      { ...link, expires: `0${link.expires}` },
      { ...link, signature: `${link.signature?.slice(0, -1)}${link.signature?.endsWith('A') ? 'B' : 'A'}` },
      { ...link, signature: '' },
      { ...link, signature: null },
      { ...link, expires: null },
    ]) {
      expect(checkLocalDownloadLink(tampered, now, key), JSON.stringify(tampered)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    expect(checkLocalDownloadLink(link, now, randomBytes(32))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('will not sign a link to a file the folder does not hold', async () => {
    const missing = { ...entry, filePath: 'not-copied.md' };
    await expect(store.linkTo(missing, expiresAt, now)).rejects.toThrow(/no not-copied\.md/);
  });
});

describe('opening a local download', () => {
  it('opens a plain file of the folder', async () => {
    expect(await openLocalDownload(directory, entry.filePath)).toEqual({
      path: expect.stringContaining(entry.filePath),
      size: 8,
    });
  });

  it('never leaves the folder: no paths, no dot-dot, no links out, no folders', async () => {
    for (const filePath of [
      '../secret.md',
      `..%2F${entry.filePath}`,
      `sub/${entry.filePath}`,
      join(outside, 'secret.md'),
      '.hidden.md',
      'leads-out.md',
      'folder.md',
      'missing.md',
      `${entry.filePath}\0.md`,
    ]) {
      expect(await openLocalDownload(directory, filePath), filePath).toBeUndefined();
    }
  });
});
