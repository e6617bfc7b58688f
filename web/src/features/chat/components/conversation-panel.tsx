import {
  Box,
  Button,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Menu,
  Portal,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Ellipsis, Pencil, Plus, Search, Trash2 } from 'lucide-react';
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
  const searchInputId = useId();
  const listHeadingId = useId();

  return (
    <Stack gap="4" h="full" minH="0">
      <Button onClick={onNew} variant="outline" colorPalette="gray" bg="bg.panel" justifyContent="flex-start">
        <Plus aria-hidden="true" />
        New conversation
      </Button>
      <Box role="search">
        <label htmlFor={searchInputId}>
          <VisuallyHidden>Search conversations</VisuallyHidden>
        </label>
        <InputGroup startElement={<Search size={16} aria-hidden="true" />}>
          <Input
            id={searchInputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search conversations"
            bg="bg.panel"
            autoComplete="off"
          />
        </InputGroup>
      </Box>

      {searching ? (
        <SearchResults
          query={settledQuery}
          pending={settledQuery !== query}
          currentId={currentId}
          onOpen={onOpen}
        />
      ) : (
        <Stack as="section" aria-labelledby={listHeadingId} gap="1" minH="0">
          <Text
            id={listHeadingId}
            fontSize="xs"
            fontWeight="semibold"
            color="fg.muted"
            textTransform="uppercase"
            letterSpacing="wide"
            px="1"
          >
            Recent conversations
          </Text>
          {list.isLoading && <LoadingRow label="Loading conversations…" />}
          {list.failed && (
            <Text fontSize="sm" color="fg.error" px="1">
              Your conversations could not be loaded.
            </Text>
          )}
          {!list.isLoading && !list.failed && list.conversations.length === 0 && (
            <Text fontSize="sm" color="fg.muted" px="1">
              Your conversations will appear here.
            </Text>
          )}
          <Box as="ul" listStyleType="none" data-testid="conversation-list">
            {list.conversations.map((conversation) => (
              <Box as="li" key={conversation.id}>
                <ConversationRow
                  conversation={conversation}
                  current={conversation.id === currentId}
                  onOpen={onOpen}
                  onRename={setRenaming}
                  onDelete={setDeleting}
                />
              </Box>
            ))}
          </Box>
          {list.hasMore && (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="gray"
              onClick={list.loadMore}
              loading={list.isLoadingMore}
            >
              Load more
            </Button>
          )}
        </Stack>
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

function LoadingRow({ label }: { label: string }) {
  return (
    <HStack gap="2" px="1" py="2" color="fg.muted" fontSize="sm" role="status">
      <Spinner size="sm" aria-hidden="true" />
      <Text>{label}</Text>
    </HStack>
  );
}

interface ConversationRowProps {
  conversation: ConversationSummary;
  current: boolean;
  onOpen: (conversation: ConversationSummary) => void;
  onRename: (conversation: ConversationSummary) => void;
  onDelete: (conversation: ConversationSummary) => void;
}

function ConversationRow({ conversation, current, onOpen, onRename, onDelete }: ConversationRowProps) {
  return (
    <HStack
      gap="0"
      borderRadius="lg"
      bg={current ? 'brand.subtle' : undefined}
      _hover={{ bg: current ? 'brand.subtle' : 'bg.muted' }}
      data-testid="conversation-row"
    >
      <Box
        as="button"
        onClick={() => onOpen(conversation)}
        aria-current={current ? 'true' : undefined}
        flex="1"
        minW="0"
        textAlign="start"
        px="2.5"
        py="2"
        borderRadius="lg"
        cursor="pointer"
        focusVisibleRing="inside"
      >
        <Text fontSize="sm" fontWeight={current ? 'semibold' : 'medium'} truncate>
          {conversation.title}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {getMode(conversation.modeId).name} · {conversationTime(conversation.updatedAt)}
        </Text>
      </Box>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => (value === 'rename' ? onRename(conversation) : onDelete(conversation))}
      >
        <Menu.Trigger asChild>
          <IconButton
            variant="ghost"
            colorPalette="gray"
            size="sm"
            aria-label={`Options for ${conversation.title}`}
          >
            <Ellipsis aria-hidden="true" />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="rename">
                <Pencil size={16} aria-hidden="true" />
                Rename
              </Menu.Item>
              <Menu.Item value="delete" color="fg.error" _highlighted={{ bg: 'bg.error', color: 'fg.error' }}>
                <Trash2 size={16} aria-hidden="true" />
                Delete
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </HStack>
  );
}

interface SearchResultsProps {
  query: string;
  pending: boolean;
  currentId: string | null;
  onOpen: (conversation: ConversationSummary) => void;
}

function SearchResults({ query, pending, currentId, onOpen }: SearchResultsProps) {
  const { results, isLoading, failed } = useConversationSearch(query);
  const busy = pending || isLoading;
  return (
    <Stack as="section" aria-label="Search results" gap="1">
      <Text role="status" fontSize="xs" color="fg.muted" px="1">
        {busy
          ? 'Searching…'
          : failed
            ? 'Search is not available right now.'
            : results.length === 0
              ? `No conversations mention “${query.trim()}”.`
              : `${results.length} ${results.length === 1 ? 'conversation' : 'conversations'} found`}
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
    <Box
      as="button"
      onClick={() => onOpen(hit.conversation)}
      aria-current={current ? 'true' : undefined}
      w="full"
      textAlign="start"
      px="2.5"
      py="2"
      borderRadius="lg"
      cursor="pointer"
      bg={current ? 'brand.subtle' : undefined}
      _hover={{ bg: current ? 'brand.subtle' : 'bg.muted' }}
      focusVisibleRing="inside"
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
    </Box>
  );
}
