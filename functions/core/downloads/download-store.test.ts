import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigurationError, readServerConfig } from '#functions/core/config/server-config.ts';
import { downloadCatalogue } from './catalogue';
import { downloadStore } from './download-store';

const entry = downloadCatalogue[0] as (typeof downloadCatalogue)[number];
const now = new Date('2026-11-20T10:00:00Z');
const expiresAt = new Date(now.getTime() + 300_000);

afterEach(() => vi.unstubAllEnvs());

describe('the download store a deployment is configured with', () => {
  it('signs S3 links when DOWNLOADS_BUCKET names the bucket (AWS)', async () => {
    // A Lambda's role credentials arrive in its environment; signing needs nothing else.
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIAEXAMPLEEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'example-secret-key');
    const config = readServerConfig({
      NODE_ENV: 'production',
      AWS_REGION: 'eu-west-1',
      DOWNLOADS_BUCKET: 'mirrorwell-downloads',
      DOWNLOADS_DIR: '/ignored/when/a/bucket/is/named',
    });
    const url = new URL(await downloadStore(config).linkTo(entry, expiresAt, now));
    expect(url.host).toBe('mirrorwell-downloads.s3.eu-west-1.amazonaws.com');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
  });

  it('signs local links on the app’s origin when only DOWNLOADS_DIR is set (npm start)', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'mirrorwell-downloads-'));
    writeFileSync(join(directory, entry.filePath), 'the file');
    const config = readServerConfig({
      NODE_ENV: 'development',
      APP_ORIGIN: 'http://localhost:5313',
      DOWNLOADS_DIR: directory,
    });
    const url = new URL(await downloadStore(config).linkTo(entry, expiresAt, now));
    expect(url.origin).toBe('http://localhost:5313');
    expect(url.pathname).toBe(`/local-downloads/${entry.filePath}`);
  });

  it('names the missing setting when neither is configured', () => {
    const config = readServerConfig({ NODE_ENV: 'production' });
    expect(() => downloadStore(config)).toThrow(
      new ConfigurationError('Invalid configuration: DOWNLOADS_BUCKET (or DOWNLOADS_DIR locally)'),
    );
  });
});
