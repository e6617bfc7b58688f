import { describe, expect, it } from 'vitest';
import {
  decodeConversationCursor,
  encodeConversationCursor,
  staleCursorMessage,
} from './conversation-cursor';

const member = '8f42c08b-7a45-499c-8639-4be4fba386b3';
const position = { updatedAt: '2026-05-23T10:11:12.345Z', conversationId: '01JW2Z8B7Q9XK4M5N6P7R8S9T0' };
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function refusal(cursor: string, memberId = member) {
  try {
    decodeConversationCursor(cursor, memberId);
  } catch (error) {
    return error as { status: number; message: string };
  }
  throw new Error('the cursor was accepted');
}

describe('the conversation list cursor', () => {
  it('reads back the position it wrote, for the member whose list it is', () => {
    expect(decodeConversationCursor(encodeConversationCursor(member, position), member)).toEqual(position);
  });

  it('is refused for another member, even though it is well formed', () => {
    const cursor = encodeConversationCursor(member, position);
    expect(refusal(cursor, 'another-member')).toMatchObject({ status: 400, message: staleCursorMessage });
  });

  it.each([
    ['not base64url', 'a+b/c='],
    ['not JSON', Buffer.from('{').toString('base64url')],
    [
      'a DynamoDB key',
      encode({ pk: `USER#${member}`, sk: 'CONV#x', gsi1pk: `USER#${member}#CONVS`, gsi1sk: 'x' }),
    ],
    ['an extra field', encode({ m: member, u: position.updatedAt, c: position.conversationId, pk: 'x' })],
    ['a time that is not a timestamp', encode({ m: member, u: 'yesterday', c: position.conversationId })],
    ['an id that is not a ULID', encode({ m: member, u: position.updatedAt, c: 'CONV#x' })],
    ['far too long', 'A'.repeat(600)],
  ])('is refused when it is %s', (_what, cursor) => {
    expect(refusal(cursor)).toMatchObject({ status: 400, message: staleCursorMessage });
  });
});
