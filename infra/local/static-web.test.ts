import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalServer, listenLocally } from './local-server';
import { chooseEncoding } from './static-web';

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let webDir: string;
let server: Server;
let port: number;
const script = `export const words = ${JSON.stringify('a calm and quiet reflection '.repeat(200))};\n`;

function fetchRaw(pathname: string, headers: Record<string, string> = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    get(
      { host: '127.0.0.1', port, path: pathname, headers: { host: `localhost:${port}`, ...headers } },
      (reply) => {
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () =>
          resolve({ status: reply.statusCode ?? 0, headers: reply.headers, body: Buffer.concat(chunks) }),
        );
        reply.on('error', reject);
      },
    ).on('error', reject);
  });
}

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'mirrorwell-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  mkdirSync(path.join(webDir, 'safety'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<div id="root" data-prerendered="/"><h1>Landing</h1></div>',
  );
  writeFileSync(path.join(webDir, 'app-shell.html'), '<div id="root"></div>');
  writeFileSync(
    path.join(webDir, 'safety', 'index.html'),
    '<div id="root" data-prerendered="/safety"></div>',
  );
  writeFileSync(path.join(webDir, 'assets', 'app-abc.js'), script);
  writeFileSync(path.join(webDir, 'assets', 'built-abc.js'), script);
  // As the build writes them: the precompressed copy beside the file.
  writeFileSync(path.join(webDir, 'assets', 'built-abc.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(webDir, 'icon.png'), Buffer.alloc(4000, 7));
  server = createLocalServer({ kind: 'build', webDir });
  ({ port } = await listenLocally(server, { host: '127.0.0.1', port: 0 }));
});

afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  rmSync(webDir, { recursive: true, force: true });
});

describe('compression of the web build', () => {
  it('sends brotli when the browser accepts it, gzip when only that, and names the choice', async () => {
    const br = await fetchRaw('/assets/app-abc.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 4);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);

    const gzip = await fetchRaw('/assets/app-abc.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the file as it is to a browser that accepts neither, still saying it varies', async () => {
    const plain = await fetchRaw('/assets/app-abc.js', { 'accept-encoding': 'br;q=0, identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(script);
  });

  it('serves the precompressed copy the build wrote', async () => {
    const reply = await fetchRaw('/assets/built-abc.js', { 'accept-encoding': 'br' });
    expect(reply.body.equals(readFileSync(path.join(webDir, 'assets', 'built-abc.js.br')))).toBe(true);
  });

  it('leaves API replies alone, as CloudFront does (streamed replies must not wait for a compressor)', async () => {
    const reply = await fetchRaw('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(reply.body.toString())).toEqual({ status: 'ok' });
  });

  it('leaves images alone', async () => {
    const reply = await fetchRaw('/icon.png', { 'accept-encoding': 'br, gzip' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toBeUndefined();
    expect(reply.body.length).toBe(4000);
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('deflate')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

describe('which HTML answers an address', () => {
  it('answers a pre-rendered page at its address, with or without a trailing slash', async () => {
    expect((await fetchRaw('/')).body.toString()).toContain('data-prerendered="/"');
    expect((await fetchRaw('/safety')).body.toString()).toContain('data-prerendered="/safety"');
    expect((await fetchRaw('/safety/')).body.toString()).toContain('data-prerendered="/safety"');
  });

  it('answers the app shell for other addresses and on a practice’s subdomain', async () => {
    expect((await fetchRaw('/chat')).body.toString()).toBe('<div id="root"></div>');
    const portal = await fetchRaw('/', { host: `jane.localhost:${port}` });
    expect(portal.body.toString()).toBe('<div id="root"></div>');
    expect(portal.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing file', async () => {
    expect((await fetchRaw('/assets/missing-abc.js')).status).toBe(404);
  });
});
