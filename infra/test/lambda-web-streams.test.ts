/**
 * A streamed reply through @middy/core as a Lambda bundle builds it: `node:stream/web` is replaced
 * by a shim (infra/lib/lambda-shims/web-streams-on-use.ts), so middy must still recognise a web
 * stream body and pipe it to the response stream, and a plain string body too.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { lambdaEsbuildOptions } from '#infra/lib/lambda-bundling.ts';
import { repoRoot } from '#infra/lib/repo-paths.ts';

const runExecFile = promisify(execFile);

const streamingEntry = `
import middy from '@middy/core';
export const handler = middy({ streamifyResponse: true }).handler(async (event) => ({
  statusCode: 200,
  headers: { 'content-type': 'text/event-stream' },
  body: event.asString
    ? 'data: a reply as a string\\n\\n'
    : new ReadableStream({ start(controller) { controller.enqueue('data: a streamed reply\\n\\n'); controller.close(); } }),
}));
`;

/** Runs the bundle's handler in a fresh Node with the Lambda runtime's streaming globals stood in. */
async function replyOf(bundle: string, event: object): Promise<string> {
  const { stdout } = await runExecFile(process.execPath, [
    '--input-type=module',
    '-e',
    `import { Writable } from 'node:stream';
     let prelude;
     globalThis.awslambda = { streamifyResponse: (h) => h, HttpResponseStream: { from: (s, p) => { prelude = p; return s; } } };
     const { handler } = await import(${JSON.stringify(bundle)});
     let written = '';
     const responseStream = new Writable({ write(chunk, _encoding, done) { written += chunk; done(); } });
     await handler(${JSON.stringify(event)}, responseStream, {});
     process.stdout.write(prelude.statusCode + ' ' + written);`,
  ]);
  return stdout;
}

describe('a streamed reply in a Lambda bundle', () => {
  it('is piped to the response stream, a web stream body and a string body alike, with no web-streams module loaded at init', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'mirrorwell-stream-'));
    const bundle = path.join(folder, 'index.mjs');
    await build({
      ...lambdaEsbuildOptions,
      stdin: { contents: streamingEntry, resolveDir: repoRoot, loader: 'js' },
      outfile: bundle,
    });
    expect(readFileSync(bundle, 'utf8')).not.toContain('stream/web');
    expect(await replyOf(bundle, {})).toBe('200 data: a streamed reply\n\n');
    expect(await replyOf(bundle, { asString: true })).toBe('200 data: a reply as a string\n\n');
  });
});
