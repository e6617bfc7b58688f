import type { IncomingMessage, ServerResponse } from 'node:http';
import { serverConfig } from '#functions/core/config/server-config.ts';
import { listOutbox, type OutboxMail, readOutboxMail } from '#functions/core/mail/outbox.ts';
import { escapeHtml } from '#functions/core/mail/templates.ts';

/**
 * The development mailbox: `/dev/mailbox` lists the mails the app wrote to the local outbox
 * (MAIL_OUTBOX_DIR), newest first, and `/dev/mailbox/{id}` shows one. Only the local runtime
 * serves it: it is not in the route table, so API Gateway and CloudFront never know it.
 *
 * Mails hold reset links, so it answers only this machine (a loopback caller asking for a
 * localhost host, which also stops DNS-rebinding pages). A mail's HTML is shown in a sandboxed
 * iframe (no scripts, an opaque origin) under a policy that allows no script at all, so nothing in
 * a mail runs with the app's origin.
 */
export const DEV_MAILBOX_PATH = '/dev/mailbox';

export function isDevMailboxPath(pathname: string): boolean {
  return pathname === DEV_MAILBOX_PATH || pathname.startsWith(`${DEV_MAILBOX_PATH}/`);
}

const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

function isLoopback(address: string | undefined): boolean {
  const plain = (address ?? '').replace(/^::ffff:/, '');
  return plain === '::1' || /^127\.\d+\.\d+\.\d+$/.test(plain);
}

function isLocalHost(hostHeader: string | undefined): boolean {
  if (!hostHeader || !URL.canParse(`http://${hostHeader}`)) return false;
  const { hostname } = new URL(`http://${hostHeader}`);
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]'
  );
}

function send(response: ServerResponse, status: number, title: string, body: string): void {
  response.writeHead(status, pageHeaders);
  response.end(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Mirrorwell dev mailbox</title>
<style>
  body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: #1f1e24; background: #f6f5f2; }
  main { max-width: 960px; margin: 0 auto; padding: 24px 16px 48px; }
  h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 28px 0 8px; }
  .note { color: #55535f; margin: 0 0 20px; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid #e2dfd8; vertical-align: top; }
  a { color: #33408a; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0; }
  dt { font-weight: 600; }
  pre { white-space: pre-wrap; word-break: break-word; background: #fff; padding: 16px; border: 1px solid #e2dfd8; margin: 0; }
  iframe { width: 100%; height: 640px; border: 1px solid #e2dfd8; background: #fff; }
</style>
</head>
<body><main>${body}</main></body>
</html>
`);
}

function time(iso: string): string {
  return escapeHtml(iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'));
}

/** Plain text with its http(s) links made clickable; everything else escaped. */
function textWithLinks(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

function listPage(mails: OutboxMail[], folder: string): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td>${escapeHtml(mail.to)}</td><td><a href="${DEV_MAILBOX_PATH}/${mail.id}">${escapeHtml(mail.subject || '(no subject)')}</a></td><td>${time(mail.createdAt)}</td></tr>`,
    )
    .join('\n');
  return `<h1>Dev mailbox</h1>
<p class="note">Mail the app sends while it runs on this machine, newest first (from ${escapeHtml(folder)}). Only the local runtime has this page.</p>
${
  mails.length === 0
    ? '<p>No mail yet.</p>'
    : `<table><thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Sent</th></tr></thead><tbody>
${rows}
</tbody></table>`
}`;
}

function mailPage(mail: OutboxMail): string {
  return `<p><a href="${DEV_MAILBOX_PATH}">← All mail</a></p>
<h1>${escapeHtml(mail.subject || '(no subject)')}</h1>
<dl>
<dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Sent</dt><dd>${time(mail.createdAt)}</dd>
</dl>
<h2>Plain text</h2>
<pre>${textWithLinks(mail.text)}</pre>
<h2>HTML</h2>
<iframe title="The mail as HTML" sandbox srcdoc="${escapeHtml(mail.html)}"></iframe>`;
}

export async function serveDevMailbox(
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
): Promise<void> {
  if (!isLoopback(request.socket.remoteAddress) || !isLocalHost(request.headers.host)) {
    return send(response, 404, 'Not found', '<h1>Not found</h1>');
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('allow', 'GET, HEAD');
    return send(response, 405, 'Method not allowed', '<h1>Method not allowed</h1>');
  }
  const folder = serverConfig().MAIL_OUTBOX_DIR;
  if (!folder) {
    return send(
      response,
      404,
      'No outbox',
      '<h1>No outbox</h1><p>MAIL_OUTBOX_DIR is not set, so mail is sent through Amazon SES.</p>',
    );
  }
  if (pathname === DEV_MAILBOX_PATH || pathname === `${DEV_MAILBOX_PATH}/`) {
    return send(response, 200, 'All mail', listPage(await listOutbox(folder), folder));
  }
  const mail = await readOutboxMail(folder, pathname.slice(DEV_MAILBOX_PATH.length + 1));
  if (!mail) return send(response, 404, 'Not found', '<h1>No such mail</h1>');
  return send(response, 200, mail.subject, mailPage(mail));
}
