import { mutate } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import { conversationPageKey } from './conversations-api';

/** Every SWR key the chat reads lives under these paths. */
const CHAT_PATHS = ['/api/conversations', '/api/memory', '/api/usage'];

function isChatCacheKey(key: unknown): boolean {
  return typeof key === 'string' && CHAT_PATHS.some((path) => key.startsWith(path));
}

/**
 * Forgets every conversation, message, memory and usage figure held in this browser tab (never
 * anything on the server). Screens that are showing them fetch them again.
 */
export async function clearChatCache(): Promise<void> {
  // `revalidate: true` also drops SWR's request de-duplication, so nothing cached can come back.
  await Promise.all([
    mutate(isChatCacheKey, undefined, { revalidate: true }),
    mutate(unstable_serialize(conversationPageKey), undefined, { revalidate: true }),
  ]);
}

let cacheOwner: string | null = null;

/** Whether the cached chat data (if any) belongs to this member. */
export function isCacheOwnedBy(memberId: string): boolean {
  return cacheOwner === memberId;
}

/** Clears what another member left in the cache, then marks it as this member's. */
export async function claimChatCache(memberId: string): Promise<void> {
  if (cacheOwner !== memberId) await clearChatCache();
  cacheOwner = memberId;
}

/** Leaving the chat (logout, expired session, deleted account): nothing of it stays in memory. */
export async function releaseChatCache(): Promise<void> {
  cacheOwner = null;
  await clearChatCache();
}
