import { Readable } from 'node:stream';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { describe, expect, it } from 'vitest';
import { ReadableStream } from './web-streams-on-use';

describe('the web-streams shim middy sees in a Lambda bundle', () => {
  it('answers instanceof as node:stream/web would: a web stream body is one, anything else is not', () => {
    expect(new NodeReadableStream() instanceof ReadableStream).toBe(true);
    expect(new globalThis.ReadableStream() instanceof ReadableStream).toBe(true);
    expect(Readable.from(['a reply']) instanceof ReadableStream).toBe(false);
    expect(Buffer.from('a reply') instanceof ReadableStream).toBe(false);
    expect({} instanceof ReadableStream).toBe(false);
  });
});
