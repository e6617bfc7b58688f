import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { downloadCatalogue } from './catalogue';
import { s3DownloadStore } from './s3-download-store';

/** Signing is local: fixed credentials, and a request handler that fails if anything is sent. */
const client = new S3Client({
  region: 'eu-west-1',
  credentials: { accessKeyId: 'AKIAEXAMPLEEXAMPLE', secretAccessKey: 'example-secret-key' },
  requestHandler: {
    handle: () => Promise.reject(new Error('presigning must not reach the network')),
  },
});
const store = s3DownloadStore({ bucket: 'mirrorwell-downloads-test', region: 'eu-west-1', client });
const now = new Date('2026-11-20T10:00:00Z');
const inFiveMinutes = new Date(now.getTime() + 5 * 60 * 1000);

describe('the S3 download store', () => {
  const journal = downloadCatalogue.find((entry) => entry.id === '30-day-reflection-journal');
  const card = downloadCatalogue.find((entry) => entry.fileType === 'html');

  it('signs a GET for exactly the catalogue file in the bucket, valid for 5 minutes from now', async () => {
    if (!journal) throw new Error('the journal is in the catalogue');
    const url = new URL(await store.linkTo(journal, inFiveMinutes, now));
    expect(url.protocol).toBe('https:');
    expect(url.host).toBe('mirrorwell-downloads-test.s3.eu-west-1.amazonaws.com');
    expect(url.pathname).toBe('/30-day-reflection-journal.md');
    const query = url.searchParams;
    expect(query.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(query.get('X-Amz-Credential')).toBe('AKIAEXAMPLEEXAMPLE/20261120/eu-west-1/s3/aws4_request');
    expect(query.get('X-Amz-Date')).toBe('20261120T100000Z');
    expect(query.get('X-Amz-Expires')).toBe('300');
    expect(query.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(query.get('x-id')).toBe('GetObject');
  });

  it('asks S3 to answer as an attachment with the file’s own name and type', async () => {
    if (!journal || !card) throw new Error('the catalogue has a Markdown and an HTML item');
    const markdown = new URL(await store.linkTo(journal, inFiveMinutes, now)).searchParams;
    expect(markdown.get('response-content-disposition')).toBe(
      'attachment; filename="30-day-reflection-journal.md"',
    );
    expect(markdown.get('response-content-type')).toBe('text/markdown; charset=utf-8');
    // An HTML page is saved, not shown on S3's origin.
    const html = new URL(await store.linkTo(card, inFiveMinutes, now)).searchParams;
    expect(html.get('response-content-disposition')).toBe(`attachment; filename="${card.filePath}"`);
    expect(html.get('response-content-type')).toBe('text/html; charset=utf-8');
    // Both are signed: changing them would break the signature.
    expect(markdown.get('X-Amz-SignedHeaders')).toBe('host');
  });

  it('signs each file and each moment differently', async () => {
    if (!journal || !card) throw new Error('the catalogue has a Markdown and an HTML item');
    const signature = async (entry: typeof journal, at: Date) =>
      new URL(await store.linkTo(entry, new Date(at.getTime() + 300_000), at)).searchParams.get(
        'X-Amz-Signature',
      );
    const first = await signature(journal, now);
    expect(await signature(journal, now)).toBe(first);
    expect(await signature(card, now)).not.toBe(first);
    expect(await signature(journal, new Date(now.getTime() + 1000))).not.toBe(first);
  });
});
