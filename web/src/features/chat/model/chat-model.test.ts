import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { remarkAutolinkUrls } from '#web/components/markdown/autolink-urls.ts';
import { GuideInterruptedError } from '#web/features/chat/api/chat-stream-api.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { isSessionExpiredError, upgradeRefusal } from './chat-errors';
import { markdownToPlainText } from './plain-text';

describe('isSessionExpiredError', () => {
  it('knows a lost session by its code, over HTTP and in a stream error event, never by wording', () => {
    expect(
      isSessionExpiredError(new ApiError(401, '{"message":"Please sign in","code":"UNAUTHENTICATED"}', '')),
    ).toBe(true);
    expect(
      isSessionExpiredError(
        new GuideInterruptedError('This account has been deleted.', 401, 'UNAUTHENTICATED'),
      ),
    ).toBe(true);
    expect(isSessionExpiredError(new Error('401: Session expired. Please log in again.'))).toBe(false);
    expect(isSessionExpiredError(new Error('Unauthorized'))).toBe(false);
    expect(
      isSessionExpiredError(
        new GuideInterruptedError('Session expired. Please log in again.', 502, 'UPSTREAM_FAILED'),
      ),
    ).toBe(false);
    expect(isSessionExpiredError(new ApiError(500, '', 'Server Error'))).toBe(false);
    expect(isSessionExpiredError('401: not an error object')).toBe(false);
  });
});

describe('upgradeRefusal', () => {
  it('keeps the message and link of tier and quota refusals only', () => {
    const locked = new ApiError(
      403,
      '{"message":"Part of Standard","code":"UPGRADE_REQUIRED","upgradeUrl":"/subscribe"}',
      '',
    );
    expect(upgradeRefusal(locked)).toEqual({ message: 'Part of Standard', upgradeUrl: '/subscribe' });
    const quota = new ApiError(402, '{"message":"All 20 used","code":"QUOTA_EXCEEDED"}', '');
    expect(upgradeRefusal(quota)).toEqual({ message: 'All 20 used', upgradeUrl: '/subscribe' });
    expect(upgradeRefusal(new ApiError(403, '{"message":"No","code":"FORBIDDEN"}', ''))).toBeNull();
  });
});

describe('markdownToPlainText', () => {
  it('reads a reply without Markdown marks', () => {
    expect(markdownToPlainText('**988 Lifeline**: call [988](tel:988)\n\n- one\n- _two_')).toBe(
      '988 Lifeline: call 988 one two',
    );
  });
});

describe('remarkAutolinkUrls', () => {
  it('links bare addresses, leaving trailing punctuation and existing links alone', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'text', value: 'Chat at https://988lifeline.org, or see ' },
            {
              type: 'link',
              url: 'https://a.example',
              children: [{ type: 'text', value: 'https://a.example' }],
            },
          ],
        },
      ],
    };
    remarkAutolinkUrls()(tree);
    const paragraph = tree.children[0] as { children: unknown[] };
    expect(paragraph.children).toEqual([
      { type: 'text', value: 'Chat at ' },
      {
        type: 'link',
        url: 'https://988lifeline.org',
        children: [{ type: 'text', value: 'https://988lifeline.org' }],
      },
      { type: 'text', value: ', or see ' },
      { type: 'link', url: 'https://a.example', children: [{ type: 'text', value: 'https://a.example' }] },
    ]);
  });
});
