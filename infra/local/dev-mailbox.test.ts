import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetServerConfig } from '#functions/core/config/server-config.ts';
import { writeToOutbox } from '#functions/core/mail/outbox.ts';
import { repoRoot } from '#infra/lib/repo-paths.ts';
import { createLocalServer } from './local-server';

const server = createLocalServer({ kind: 'none' });
let folder: string;
let port: number;

function get(path: string, options: { host?: string; address?: string } = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((done, fail) => {
    const call = httpRequest(
      {
        host: options.address ?? '127.0.0.1',
        port,
        path,
        headers: { host: options.host ?? `localhost:${port}` },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    call.on('error', fail);
    call.end();
  });
}

const base = { from: 'Mirrorwell <no-reply@localhost>', text: 'Hello', html: '<p>Hello</p>' };

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'dev-mailbox-'));
  vi.stubEnv('MAIL_OUTBOX_DIR', folder);
  resetServerConfig();
  await new Promise<void>((listening) => server.listen(0, listening));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
  vi.unstubAllEnvs();
  resetServerConfig();
  await rm(folder, { recursive: true, force: true });
});

describe('the development mailbox of the local runtime', () => {
  it('lists the outbox newest first with recipient, subject and time', async () => {
    await writeToOutbox(folder, { ...base, to: 'first@example.com', subject: 'Older mail' });
    await writeToOutbox(folder, { ...base, to: 'second@example.com', subject: 'Newer mail' });
    const page = await get('/dev/mailbox');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body.indexOf('Newer mail')).toBeGreaterThan(0);
    expect(page.body.indexOf('Newer mail')).toBeLessThan(page.body.indexOf('Older mail'));
    expect(page.body).toContain('second@example.com');
    expect(page.body).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/);
  });

  it('shows a mail: text with clickable links, and its HTML only inside a sandboxed, script-free frame', async () => {
    const id = await writeToOutbox(folder, {
      from: base.from,
      to: 'reader@example.com',
      subject: '<script>alert("subject")</script>',
      text: 'Open https://localhost:3000/reset-password?token=abc&x=1 now',
      html: '<p>Hi</p><script>parent.document.title="owned"</script><img src=x onerror="alert(1)">',
    });
    const page = await get(`/dev/mailbox/${id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(
      '<a href="https://localhost:3000/reset-password?token=abc&amp;x=1">https://localhost:3000/reset-password?token=abc&amp;x=1</a>',
    );
    expect(page.body).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    // The page itself carries no markup from the mail: the HTML lives, escaped, in srcdoc.
    expect(page.body).not.toContain('<script>');
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toMatch(
      /<iframe title="The mail as HTML" sandbox srcdoc="&lt;p&gt;Hi&lt;\/p&gt;&lt;script&gt;/,
    );
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers 404 for unknown mails and for anything that is not a plain mail id', async () => {
    expect((await get('/dev/mailbox/01ARZ3NDEKTSV4RRFFQ69G5FAV')).status).toBe(404);
    expect((await get('/dev/mailbox/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('answers only this machine: another host name (DNS rebinding) or a caller on the network gets 404', async () => {
    expect((await get('/dev/mailbox', { host: 'attacker.example' })).status).toBe(404);
    const lanAddress = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
    if (lanAddress) expect((await get('/dev/mailbox', { address: lanAddress })).status).toBe(404);
  });

  it('is no part of the deployment: neither the route table nor the CDK stacks mention it', async () => {
    const deployed = [join(repoRoot, 'shared', 'api', 'routes.ts')];
    const infraLib = join(repoRoot, 'infra', 'lib');
    for (const entry of await readdir(infraLib, { recursive: true })) {
      if (entry.endsWith('.ts')) deployed.push(join(infraLib, entry));
    }
    expect(deployed.length).toBeGreaterThan(5);
    for (const file of deployed) {
      const source = await readFile(file, 'utf8');
      expect(source, relative(repoRoot, file)).not.toMatch(/dev\/mailbox|dev-mailbox|MAIL_OUTBOX_DIR/);
    }
  });
});
