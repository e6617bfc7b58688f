import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type {
  ChatMessage,
  ConversationPage,
  ConversationSearchHit,
  ConversationSummary,
} from '#shared/api/schemas/chat.ts';
import { api, fetchData, postForData } from '#web/lib/api-client.ts';

export type {
  ConversationPage,
  ConversationSearchHit,
  SearchMatch,
} from '#shared/api/schemas/chat.ts';

const PAGE_SIZE = 20;
export const SEARCH_MIN_LENGTH = 2;

function conversationPath(id: string): string {
  return `/api/conversations/${encodeURIComponent(id)}`;
}

export function messagesKey(conversationId: string): string {
  return `${conversationPath(conversationId)}/messages`;
}

/** The key of each page of the conversation list: recent first, then by cursor. */
export function conversationPageKey(pageIndex: number, previous: ConversationPage | null): string | null {
  if (pageIndex === 0) return `/api/conversations?limit=${PAGE_SIZE}`;
  if (!previous?.nextCursor) return null;
  return `/api/conversations?limit=${PAGE_SIZE}&cursor=${encodeURIComponent(previous.nextCursor)}`;
}

export interface ConversationList {
  conversations: ConversationSummary[];
  hasMore: boolean;
  isLoading: boolean;
  isLoadingMore: boolean;
  failed: boolean;
  loadMore: () => void;
  /** Fetches the pages shown again (after a new, renamed or deleted conversation). */
  refresh: () => Promise<unknown>;
}

export function useConversationList(): ConversationList {
  const { data, error, size, setSize, isLoading, mutate } = useSWRInfinite<ConversationPage | null>(
    conversationPageKey,
    fetchData<ConversationPage>,
  );
  const pages = data ?? [];
  const lastPage = pages[pages.length - 1];
  return {
    conversations: pages.flatMap((page) => page?.conversations ?? []),
    hasMore: Boolean(lastPage?.nextCursor),
    isLoading,
    isLoadingMore: size > pages.length && !error,
    failed: Boolean(error),
    loadMore: () => void setSize(size + 1),
    refresh: () => mutate(),
  };
}

const SEARCH_PATH = '/api/conversations/search';

/** The SWR key of a search: the words stay in the key and the request body, never in a URL. */
export function searchKey(query: string): readonly [typeof SEARCH_PATH, string] | null {
  const trimmed = query.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH ? [SEARCH_PATH, trimmed] : null;
}

/** Whether an SWR key is a search (to fetch every search again after a change). */
export function isSearchKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === SEARCH_PATH;
}

export function useConversationSearch(query: string) {
  const { data, error, isLoading } = useSWR<{ results: ConversationSearchHit[] } | null>(
    searchKey(query),
    ([path, q]: readonly [string, string]) => postForData<{ results: ConversationSearchHit[] }>(path, { q }),
  );
  return { results: data?.results ?? [], isLoading, failed: Boolean(error) };
}

/**
 * The messages of one conversation, oldest first. While a reply streams (`paused`) nothing is
 * fetched: the conversation may not be saved yet, and the chat adds the messages itself when the
 * reply is complete.
 */
export function useConversationMessages(conversationId: string | null, paused: boolean) {
  const { data, error, mutate } = useSWR<ChatMessage[] | null>(
    conversationId ? messagesKey(conversationId) : null,
    fetchData<ChatMessage[]>,
    { isPaused: () => paused },
  );
  // A conversation opened while a reply was being stopped is fetched once the pause ends.
  const missing = conversationId !== null && data === undefined && !error;
  const wasPaused = useRef(paused);
  useEffect(() => {
    const resumed = wasPaused.current && !paused;
    wasPaused.current = paused;
    if (resumed && missing) void mutate();
  }, [paused, missing, mutate]);
  // SWR's own isLoading can stay true for a key first seen while paused; what counts is the data.
  return { messages: data ?? [], isLoading: missing, error: error as unknown };
}

export function renameConversation(id: string, title: string): Promise<ConversationSummary> {
  return api('PATCH /api/conversations/{id}', { params: { id }, body: { title } });
}

export function deleteConversation(id: string): Promise<void> {
  return api('DELETE /api/conversations/{id}', { params: { id } });
}
