import { Box, Button, Input, InputGroup, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Plus, Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { ConversationSummary } from '#shared/api/schemas/chat.ts';
import { getMode } from '#shared/domain/modes.ts';
import {
  type ConversationList,
  type ConversationSearchHit,
  SEARCH_MIN_LENGTH,
  useConversationSearch,
} from '#web/features/chat/api/conversations-api.ts';
import { useDebouncedValue } from '#web/features/chat/hooks/use-debounced-value.ts';
import { conversationTime } from '#web/features/chat/model/format-time.ts';
import { DeleteConversationDialog, RenameConversationDialog } from './conversation-dialogs';
import { OpenConversationButton } from './open-conversation-button';
import { RecentConversations } from './recent-conversations';

interface ConversationPanelProps {
  list: ConversationList;
  currentId: string | null;
  onOpen: (conversation: ConversationSummary) => void;
  onNew: () => void;
  /** After a rename or delete: the list and any search are fetched again. */
  onChanged: () => void;
  onDeleted: (conversationId: string) => void;
}

const SEARCH_DELAY_MS = 300;

/** Past conversations, newest first: search, continue, rename and delete. */
export function ConversationPanel({
  list,
  currentId,
  onOpen,
  onNew,
  onChanged,
  onDeleted,
}: ConversationPanelProps) {
  const [query, setQuery] = useState('');
  const [renaming, setRenaming] = useState<ConversationSummary | null>(null);
  const [deleting, setDeleting] = useState<ConversationSummary | null>(null);
  const settledQuery = useDebouncedValue(query, SEARCH_DELAY_MS);
  const searching = query.trim().length >= SEARCH_MIN_LENGTH;

  return (
    <Stack gap="4" h="full" minH="0">
      <Button onClick={onNew} variant="outline" colorPalette="gray" bg="bg.panel" justifyContent="flex-start">
        <Plus aria-hidden="true" />
        New conversation
      </Button>
      <ConversationSearchBox query={query} onChange={setQuery} />

      {searching ? (
        <SearchResults
          query={settledQuery}
          pending={settledQuery !== query}
          currentId={currentId}
          onOpen={onOpen}
        />
      ) : (
        <RecentConversations
          list={list}
          currentId={currentId}
          onOpen={onOpen}
          onRename={setRenaming}
          onDelete={setDeleting}
        />
      )}

      <RenameConversationDialog
        conversation={renaming}
        onClose={() => setRenaming(null)}
        onRenamed={onChanged}
      />
      <DeleteConversationDialog
        conversation={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(conversationId) => {
          onDeleted(conversationId);
          onChanged();
        }}
      />
    </Stack>
  );
}

function ConversationSearchBox({ query, onChange }: { query: string; onChange: (query: string) => void }) {
  const searchInputId = useId();
  return (
    <Box role="search">
      <label htmlFor={searchInputId}>
        <VisuallyHidden>Search conversations</VisuallyHidden>
      </label>
      <InputGroup startElement={<Search size={16} aria-hidden="true" />}>
        <Input
          id={searchInputId}
          type="search"
          value={query}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Search conversations"
          bg="bg.panel"
          autoComplete="off"
        />
      </InputGroup>
    </Box>
  );
}

interface SearchResultsProps {
  query: string;
  pending: boolean;
  currentId: string | null;
  onOpen: (conversation: ConversationSummary) => void;
}

/** What the search says above its results. */
function searchStatus(busy: boolean, failed: boolean, found: number, query: string): string {
  if (busy) return 'Searching…';
  if (failed) return 'Search is not available right now.';
  if (found === 0) return `No conversations mention “${query.trim()}”.`;
  return `${found} ${found === 1 ? 'conversation' : 'conversations'} found`;
}

function SearchResults({ query, pending, currentId, onOpen }: SearchResultsProps) {
  const { results, isLoading, failed } = useConversationSearch(query);
  const busy = pending || isLoading;
  return (
    <Stack as="section" aria-label="Search results" gap="1">
      <Text role="status" fontSize="xs" color="fg.muted" px="1">
        {searchStatus(busy, failed, results.length, query)}
      </Text>
      <Box as="ul" listStyleType="none" data-testid="search-results">
        {results.map((hit) => (
          <Box as="li" key={hit.conversation.id}>
            <SearchHitButton hit={hit} current={hit.conversation.id === currentId} onOpen={onOpen} />
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

function SearchHitButton({
  hit,
  current,
  onOpen,
}: {
  hit: ConversationSearchHit;
  current: boolean;
  onOpen: (conversation: ConversationSummary) => void;
}) {
  return (
    <OpenConversationButton
      conversation={hit.conversation}
      current={current}
      onOpen={onOpen}
      w="full"
      bg={current ? 'brand.subtle' : undefined}
      _hover={{ bg: current ? 'brand.subtle' : 'bg.muted' }}
      data-testid="search-hit"
    >
      <Text fontSize="sm" fontWeight="medium" truncate>
        {hit.conversation.title}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {getMode(hit.conversation.modeId).name} · {conversationTime(hit.conversation.updatedAt)}
      </Text>
      {hit.matches.map((match) => (
        <Text key={match.messageId} fontSize="xs" color="fg" mt="1" lineClamp="2">
          <Text as="span" fontWeight="semibold">
            {match.role === 'user' ? 'You' : 'Guide'}:
          </Text>{' '}
          {match.snippet}
        </Text>
      ))}
    </OpenConversationButton>
  );
}
