import { Box, Button, HStack, IconButton, Menu, Spinner, Stack, Text } from '@chakra-ui/react';
import { Ellipsis, Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { ConversationSummary } from '#shared/api/schemas/chat.ts';
import { getMode } from '#shared/domain/modes.ts';
import { MenuContent } from '#web/components/ui/menu-content.tsx';
import type { ConversationList } from '#web/features/chat/api/conversations-api.ts';
import { conversationTime } from '#web/features/chat/model/format-time.ts';
import { OpenConversationButton } from './open-conversation-button';

interface RecentConversationsProps {
  list: ConversationList;
  currentId: string | null;
  onOpen: (conversation: ConversationSummary) => void;
  onRename: (conversation: ConversationSummary) => void;
  onDelete: (conversation: ConversationSummary) => void;
}

/** The member's conversations, newest first, a page at a time: open one, or rename or delete it. */
export function RecentConversations({
  list,
  currentId,
  onOpen,
  onRename,
  onDelete,
}: RecentConversationsProps) {
  const listHeadingId = useId();
  return (
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
              onRename={onRename}
              onDelete={onDelete}
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
      <OpenConversationButton conversation={conversation} current={current} onOpen={onOpen} flex="1" minW="0">
        <Text fontSize="sm" fontWeight={current ? 'semibold' : 'medium'} truncate>
          {conversation.title}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {getMode(conversation.modeId).name} · {conversationTime(conversation.updatedAt)}
        </Text>
      </OpenConversationButton>
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
        <MenuContent>
          <Menu.Item value="rename">
            <Pencil size={16} aria-hidden="true" />
            Rename
          </Menu.Item>
          <Menu.Item value="delete" color="fg.error" _highlighted={{ bg: 'bg.error', color: 'fg.error' }}>
            <Trash2 size={16} aria-hidden="true" />
            Delete
          </Menu.Item>
        </MenuContent>
      </Menu.Root>
    </HStack>
  );
}
