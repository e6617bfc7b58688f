/**
 * Bundled in place of `node:stream/web` in Lambda bundles only. Its one importer is @middy/core,
 * which names `ReadableStream` only to ask whether a streamed handler's body is one
 * (`body instanceof ReadableStream`). Importing the module costs about 1.2 ms of CPU at every
 * module init (measured in a fresh Node 20: 1.16-1.24 ms over 5 runs), paid by the routes that
 * never stream too. The same test against Node's global `ReadableStream`, which is that module's
 * class, is asked only when a streamed route answers.
 */
export const ReadableStream = {
  [Symbol.hasInstance]: (value: unknown): boolean => value instanceof globalThis.ReadableStream,
};
