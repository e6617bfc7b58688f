import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '#functions/core/db/client.ts';
import { keys } from '#functions/core/db/keys.ts';
import { type DownloadEntry, downloadCatalogue } from '#functions/core/downloads/catalogue.ts';
import { localDownloadStore, localLinkKey } from '#functions/core/downloads/local-download-store.ts';
import { signUpMember, type TestMember } from '#functions/test-support/members.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import { downloadsContentDirectory } from '#infra/lib/repo-paths.ts';
import { seedDownloadLibrary } from '#infra/local/local-downloads.ts';
import type { DownloadLinkResponse, DownloadListResponse } from '#shared/api/schemas/downloads.ts';
import type { ErrorBody } from '#shared/errors.ts';

// The library is served as `npm start` serves it: files copied to a folder, signed local links.
const downloadsDir = mkdtempSync(join(tmpdir(), 'mirrorwell-downloads-'));
process.env.DOWNLOADS_DIR = downloadsDir;
delete process.env.DOWNLOADS_BUCKET;
const api = startTestApi();
beforeAll(() => seedDownloadLibrary(downloadsDir));

const byId = (id: string): DownloadEntry => {
  const found = downloadCatalogue.find((entry) => entry.id === id);
  if (!found) throw new Error(`${id} is not in the catalogue`);
  return found;
};
const freeCard = byId('grounding-practices-card');
const proPrompts = byId('shadow-work-prompts');
const proJournal = byId('30-day-reflection-journal');
const lifetimeWorkbook = byId('year-in-reflection-workbook');

const list = () => api.call<DownloadListResponse>('GET', '/api/downloads');
const countOf = async (id: string) =>
  (await list()).body.downloads.find((download) => download.id === id)?.downloadCount;
const download = (member: TestMember | undefined, id: string) =>
  api.call<DownloadLinkResponse & ErrorBody>(
    'POST',
    `/api/downloads/${id}`,
    member ? { token: member.token } : {},
  );
/** Follows a link through the local runtime (the test server answers on 127.0.0.1, not localhost). */
const follow = (url: string, method = 'GET') => {
  const { pathname, search } = new URL(url);
  return api.call<string>(method, `${pathname}${search}`);
};
const fileText = (entry: DownloadEntry) =>
  readFileSync(join(downloadsContentDirectory, entry.filePath), 'utf8');

describe('the downloads library, for a visitor', () => {
  it('lists every available item with what it is, what opens it and how often it was downloaded', async () => {
    const reply = await list();
    expect(reply.status).toBe(200);
    const { downloads } = reply.body;
    expect(downloads.map((item) => item.id).sort()).toEqual(
      downloadCatalogue.map((entry) => entry.id).sort(),
    );
    const card = downloads.find((item) => item.id === freeCard.id);
    expect(card).toEqual({
      id: freeCard.id,
      title: 'Grounding Practices Card',
      description: freeCard.description,
      fileName: 'grounding-practices-card.html',
      fileType: 'html',
      fileSize: freeCard.fileSize,
      requiredTier: 'freemium',
      releaseDate: freeCard.releaseDate,
      downloadCount: 0,
    });
    expect(downloads.filter((item) => item.requiredTier === 'pro').length).toBeGreaterThanOrEqual(3);
    expect(downloads.find((item) => item.id === lifetimeWorkbook.id)?.requiredTier).toBe('lifetime');
    // What everyone may download first, then by plan, newest first within a plan.
    expect(downloads.map((item) => item.requiredTier)).toEqual([
      'freemium',
      'pro',
      'pro',
      'pro',
      'pro',
      'lifetime',
    ]);
    const proDates = downloads.filter((item) => item.requiredTier === 'pro').map((item) => item.releaseDate);
    expect(proDates).toEqual([...proDates].sort().reverse());
    // And no link to any file in a list everyone can read.
    expect(reply.text).not.toMatch(/local-downloads|signature|https?:/);
  });

  it('gives a visitor no link: downloading needs an account', async () => {
    const reply = await download(undefined, freeCard.id);
    expect(reply.status).toBe(401);
    expect(await countOf(freeCard.id)).toBe(0);
  });
});

describe('downloading by tier', () => {
  it('lets a freemium member download the free card, and refuses Pro and Lifetime items naming the plan', async () => {
    const member = await signUpMember(api);
    const before = await countOf(freeCard.id);
    const reply = await download(member, freeCard.id);
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(['expiresAt', 'url']);
    const expiresIn = Date.parse(reply.body.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(4 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60 * 1000);
    expect(new URL(reply.body.url).origin).toBe(api.origin);

    const file = await follow(reply.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(
      'attachment; filename="grounding-practices-card.html"',
    );
    expect(file.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.text).toBe(fileText(freeCard));
    expect(await countOf(freeCard.id)).toBe((before ?? 0) + 1);

    const pro = await download(member, proPrompts.id);
    expect(pro.status).toBe(403);
    expect(pro.body).toMatchObject({
      code: 'UPGRADE_REQUIRED',
      message: '“Shadow Work Prompts” is part of the Pro plan. Upgrade to Pro to download it.',
      upgradeUrl: '/subscribe',
    });
    expect(pro.body.url).toBeUndefined();
    const lifetime = await download(member, lifetimeWorkbook.id);
    expect(lifetime.status).toBe(403);
    expect(lifetime.body.message).toBe(
      '“A Year in Reflection” is part of the Lifetime Member plan. Upgrade to Lifetime Member to download it.',
    );
    // A refusal counts nothing.
    expect(await countOf(proPrompts.id)).toBe(0);
    expect(await countOf(lifetimeWorkbook.id)).toBe(0);
  });

  it('gives a Pro member a link that serves the file, counted once; Lifetime still needs Lifetime', async () => {
    const member = await signUpMember(api, 'pro');
    const before = (await countOf(proJournal.id)) ?? 0;
    const reply = await download(member, proJournal.id);
    expect(reply.status).toBe(200);
    const file = await follow(reply.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(
      'attachment; filename="30-day-reflection-journal.md"',
    );
    expect(file.headers.get('content-length')).toBe(String(proJournal.fileSize));
    expect(file.text).toBe(fileText(proJournal));
    expect(file.text).toContain('# The 30-Day Reflection Journal');
    // Following the same link again is the same download, not another one.
    expect((await follow(reply.body.url)).status).toBe(200);
    expect(await countOf(proJournal.id)).toBe(before + 1);
    expect((await download(member, lifetimeWorkbook.id)).status).toBe(403);
    const lifetimeMember = await signUpMember(api, 'lifetime');
    expect((await download(lifetimeMember, lifetimeWorkbook.id)).status).toBe(200);
    expect((await download(lifetimeMember, proPrompts.id)).status).toBe(200);
  });

  it('counts exactly one per download, even with 10 at once', async () => {
    const member = await signUpMember(api, 'pro');
    const before = (await countOf(proPrompts.id)) ?? 0;
    const replies = await Promise.all(Array.from({ length: 10 }, () => download(member, proPrompts.id)));
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    expect(await countOf(proPrompts.id)).toBe(before + 10);
  });

  it('refuses a session that asks for more than 30 links an hour, and counts only what it gave', async () => {
    const member = await signUpMember(api, 'pro');
    const item = byId('weekly-review-worksheet');
    const before = (await countOf(item.id)) ?? 0;
    const replies = await Promise.all(Array.from({ length: 30 }, () => download(member, item.id)));
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    const refused = await download(member, item.id);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^You have asked for many downloads in a short time\. Please try again in/,
    );
    expect(await countOf(item.id)).toBe(before + 30);
  });

  it('answers 404 for an unknown, malformed, withdrawn or not yet released item', async () => {
    const member = await signUpMember(api, 'lifetime');
    // Three entries added for this test only: the same file withdrawn, not yet released, and (the
    // control, proving the handlers read this very catalogue) available.
    const catalogue = downloadCatalogue as DownloadEntry[];
    const withdrawn = { ...proJournal, id: 'withdrawn-journal', isActive: false };
    const upcoming = { ...proJournal, id: 'upcoming-journal', releaseDate: '2999-01-01' };
    const control = { ...proJournal, id: 'control-journal' };
    catalogue.push(withdrawn, upcoming, control);
    try {
      expect((await download(member, control.id)).status).toBe(200);
      for (const id of [
        'no-such-download',
        'Shadow..Prompts',
        'shadow_work',
        'a'.repeat(65),
        withdrawn.id,
        upcoming.id,
      ]) {
        const reply = await download(member, id);
        expect(reply.status, id).toBe(404);
        expect(reply.body.message, id).toBe('This download could not be found.');
      }
      const ids = (await list()).body.downloads.map((item) => item.id);
      expect(ids).not.toContain(withdrawn.id);
      expect(ids).not.toContain(upcoming.id);
      expect(ids).toContain(control.id);
    } finally {
      catalogue.splice(catalogue.indexOf(withdrawn), 3);
    }
    expect(downloadCatalogue.map((entry) => entry.id)).not.toContain(withdrawn.id);
  });
});

describe('the local download route', () => {
  /** A link signed as the API signs it (same process, same key), expiring when asked. */
  const signedLink = (entry: DownloadEntry, expiresAt: Date) =>
    localDownloadStore({ directory: downloadsDir, origin: api.origin, key: localLinkKey() }).linkTo(
      entry,
      expiresAt,
      new Date(),
    );

  it('refuses an expired link, with a way back to the library', async () => {
    const expired = await signedLink(proJournal, new Date(Date.now() - 1000));
    const reply = await follow(expired);
    expect(reply.status).toBe(403);
    expect(reply.headers.get('content-disposition')).toBeNull();
    expect(reply.text).toContain('This download link has expired.');
    expect(reply.text).toContain('href="/downloads"');
    expect(reply.text).not.toContain('Reflection Journal');
  });

  it('refuses a tampered link: another file, a later expiry, a changed signature', async () => {
    const member = await signUpMember(api);
    const { body } = await download(member, freeCard.id);
    const url = new URL(body.url);
    const variants = [
      url.href.replace(freeCard.filePath, proPrompts.filePath),
      url.href.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) + 86_400}`),
      url.href.replace(/signature=[^&]+/, `signature=${'A'.repeat(43)}`),
      url.href.replace(/&signature=[^&]+/, ''),
    ];
    for (const variant of variants) {
      const reply = await follow(variant);
      expect(reply.status, variant).toBe(403);
      expect(reply.text, variant).toContain('This download link is not valid.');
    }
    expect((await follow(url.href)).status).toBe(200);
  });

  it('refuses path tricks and anything but reading', async () => {
    const link = new URL(await signedLink(freeCard, new Date(Date.now() + 60_000)));
    const query = link.search;
    for (const path of [
      `/local-downloads/..%2F..%2Fpackage.json${query}`,
      `/local-downloads/%2e%2e%2fpackage.json${query}`,
      `/local-downloads/sub/${freeCard.filePath}${query}`,
      `/local-downloads/${freeCard.filePath}%00.md${query}`,
      `/local-downloads/%E0%A4%A${query}`,
    ]) {
      const reply = await api.call<string>('GET', path);
      expect([403, 404], path).toContain(reply.status);
      expect(reply.text, path).not.toContain('"name": "mirrorwell"');
    }
    const posted = await api.call('POST', `${link.pathname}${query}`);
    expect(posted.status).toBe(405);
    const head = await api.call('HEAD', `${link.pathname}${query}`);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(freeCard.fileSize));
  });
});

describe('a member’s downloads are their data', () => {
  it('lists what they downloaded in their export, oldest first, and nobody else’s', async () => {
    const member = await signUpMember(api, 'pro');
    const other = await signUpMember(api, 'pro');
    expect((await download(member, freeCard.id)).status).toBe(200);
    expect((await download(member, proJournal.id)).status).toBe(200);
    expect((await download(member, proJournal.id)).status).toBe(200);
    expect((await download(member, lifetimeWorkbook.id)).status).toBe(403);
    expect((await download(other, proPrompts.id)).status).toBe(200);

    const exported = await api.call<{
      downloads: { downloadId: string; title: string; downloadedAt: string }[];
    }>('GET', '/api/me/export', { token: member.token });
    expect(exported.status).toBe(200);
    expect(exported.body.downloads.map(({ downloadId, title }) => ({ downloadId, title }))).toEqual([
      { downloadId: freeCard.id, title: 'Grounding Practices Card' },
      { downloadId: proJournal.id, title: 'The 30-Day Reflection Journal' },
      { downloadId: proJournal.id, title: 'The 30-Day Reflection Journal' },
    ]);
    for (const { downloadedAt } of exported.body.downloads) {
      expect(Date.now() - Date.parse(downloadedAt)).toBeLessThan(60_000);
    }
    const othersExport = await api.call<{ downloads: { downloadId: string }[] }>('GET', '/api/me/export', {
      token: other.token,
    });
    expect(othersExport.body.downloads.map((item) => item.downloadId)).toEqual([proPrompts.id]);

    // Deleting the account takes its downloads with it; the library's counts stay.
    const countBefore = await countOf(proJournal.id);
    const deleted = await api.call('DELETE', '/api/me', {
      token: member.token,
      body: { password: 'quiet-river-42' },
    });
    expect(deleted.status).toBe(204);
    const left = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.member(member.id).pk },
      }),
    );
    expect(left.Items ?? []).toEqual([]);
    expect(await countOf(proJournal.id)).toBe(countBefore);
  });
});
