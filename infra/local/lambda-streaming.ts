import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';

/**
 * Lambda's response-streaming globals for the local runtime. In AWS the Node.js runtime provides
 * `awslambda.streamifyResponse` and `awslambda.HttpResponseStream`; middy uses them for routes
 * that stream. Here they write to the Node HTTP response, and a caller that goes away destroys
 * the stream just as a closed connection does in AWS.
 */
const streamingHandler = Symbol.for('mirrorwell.local.streamingHandler');

interface ResponseMetadata {
  statusCode?: number;
  headers?: Record<string, string | undefined>;
  multiValueHeaders?: Record<string, string[] | undefined>;
}

/** The browser went away mid-stream (the member pressed stop): not a failure of the runtime. */
export class CallerGoneError extends Error {
  override readonly name = 'CallerGoneError';
  constructor() {
    super('The caller closed the connection');
  }
}

export class LocalResponseStream extends Writable {
  private headSent = false;

  constructor(private readonly response: ServerResponse) {
    super();
    response.on('close', () => {
      if (!response.writableFinished) this.destroy(new CallerGoneError());
    });
  }

  setMetadata(metadata: ResponseMetadata): void {
    if (this.headSent) return;
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(metadata.headers ?? {})) {
      if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
    }
    for (const [name, values] of Object.entries(metadata.multiValueHeaders ?? {})) {
      if (values) headers[name.toLowerCase()] = values.map(String);
    }
    this.response.writeHead(metadata.statusCode ?? 200, headers);
    this.response.flushHeaders();
    this.headSent = true;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    if (!this.headSent) this.setMetadata({ statusCode: 200 });
    this.response.write(chunk, done);
  }

  override _final(done: (error?: Error | null) => void): void {
    if (!this.headSent) this.setMetadata({ statusCode: 200 });
    this.response.end(done);
  }
}

type StreamingHandler = (event: unknown, stream: LocalResponseStream, context: unknown) => Promise<void>;

export function installLambdaStreamingGlobals(): void {
  // The AWS SDK may already have created `awslambda` (for its invoke store): fill in what is missing.
  const scope = globalThis as { awslambda?: Record<string, unknown> };
  scope.awslambda ??= {};
  scope.awslambda.streamifyResponse ??= (handler: StreamingHandler) =>
    Object.assign(handler, { [streamingHandler]: true });
  scope.awslambda.HttpResponseStream ??= {
    from: (stream: LocalResponseStream, metadata: ResponseMetadata) => {
      stream.setMetadata(metadata);
      return stream;
    },
  };
}

export function isStreamingHandler(handler: unknown): handler is StreamingHandler {
  return (
    typeof handler === 'function' &&
    (handler as unknown as Record<symbol, unknown>)[streamingHandler] === true
  );
}
