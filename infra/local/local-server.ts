import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleApiRequest } from './api-runtime';
import { isDevMailboxPath, serveDevMailbox } from './dev-mailbox';
import { isLocalDownloadPath, serveLocalDownload } from './local-downloads';
import { serveWebBuild } from './static-web';

/** What serves everything that is not `/api`: the built SPA, or Vite's dev middleware. */
export type WebHandler =
  | { kind: 'build'; webDir: string }
  | { kind: 'vite'; middlewares: (req: IncomingMessage, res: ServerResponse, next: () => void) => void }
  | { kind: 'none' };

/** API Gateway's payload limit. */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) {
        resolve(undefined);
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

async function serveApi(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const body = await readBody(request);
  if (!body)
    return sendJson(response, 413, { message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' });
  await handleApiRequest(
    {
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      headers: request.headers,
      body,
      sourceIp: request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
    },
    response,
  );
}

/** One HTTP server for the whole app, on any host (`localhost`, `{sub}.localhost`, 127.0.0.1). */
export function createLocalServer(web: WebHandler): Server {
  return createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://local').pathname;
    const work =
      pathname === '/api' || pathname.startsWith('/api/')
        ? serveApi(request, response)
        : isDevMailboxPath(pathname)
          ? serveDevMailbox(request, response, pathname)
          : isLocalDownloadPath(pathname)
            ? serveLocalDownload(request, response)
            : Promise.resolve(serveWeb(web, pathname, request, response));
    work.catch((error: unknown) => {
      // The browser went away mid-stream (the member pressed stop): nothing failed.
      if ((error as Error)?.name === 'CallerGoneError' || response.destroyed) return;
      console.error(
        JSON.stringify({
          level: 'error',
          message: 'local runtime failure',
          errorName: (error as Error)?.name,
          ...(process.env.MIRRORWELL_DEBUG === '1' ? { stack: (error as Error)?.stack } : {}),
        }),
      );
      if (!response.headersSent)
        sendJson(response, 500, { message: 'Something went wrong on our side.', code: 'INTERNAL' });
      else response.end();
    });
  });
}

function serveWeb(
  web: WebHandler,
  pathname: string,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  const notFound = () => {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Not found');
  };
  if (web.kind === 'build') serveWebBuild(web.webDir, pathname, response, request);
  else if (web.kind === 'vite') web.middlewares(request, response, notFound);
  else notFound();
}

/**
 * Where the local runtime listens: this machine only (127.0.0.1) unless HOST says otherwise, for
 * example `HOST=0.0.0.0` to try the app from a phone on the same network. Its data is real people's
 * words when someone tries it with their own: it should not be on the network by accident.
 */
export function localListenAddress(env: NodeJS.ProcessEnv = process.env): { host: string; port: number } {
  const host = env.HOST?.trim() || '127.0.0.1';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number`);
  return { host, port };
}

export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

export function listenLocally(server: Server, address: { host: string; port: number }): Promise<AddressInfo> {
  return new Promise((listening, failed) => {
    server.once('error', failed);
    server.listen(address.port, address.host, () => {
      server.off('error', failed);
      listening(server.address() as AddressInfo);
    });
  });
}
