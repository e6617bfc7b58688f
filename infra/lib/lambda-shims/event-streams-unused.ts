/**
 * Bundled in place of `@smithy/core/event-streams` in Lambda bundles only. No route calls an AWS
 * operation that streams events (S3 SelectObjectContent, Bedrock's streamed replies...): DynamoDB,
 * Secrets Manager, SES and S3 presigning never reach this code, yet every bundle carried the event
 * stream codec (about 18 KB, with a pure-JS SHA-256) because the SDK's protocol base class names it.
 * The names the SDK imports are kept; using one throws, so a new streaming call fails loudly in its
 * first test instead of quietly.
 */

function notBundled(): never {
  throw new Error('AWS event streams are not bundled into this Lambda (infra/lib/lambda-shims)');
}

/** S3's client configuration asks for a marshaller it only uses for event-stream operations. */
export const eventStreamSerdeProvider = () => ({ serialize: notBundled, deserialize: notBundled });

export const resolveEventStreamSerdeConfig = <T extends { eventStreamSerdeProvider: (input: T) => unknown }>(
  input: T,
) => Object.assign(input, { eventStreamMarshaller: input.eventStreamSerdeProvider(input) });

/** Loaded by the protocol only for an operation with an event stream. */
export class EventStreamSerde {
  constructor() {
    notBundled();
  }
}
