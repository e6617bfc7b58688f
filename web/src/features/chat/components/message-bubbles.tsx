import { Badge, Box, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import { memo } from 'react';
import type { ChatMessage } from '#shared/api/schemas/chat.ts';
import { getMode, type ModeId } from '#shared/domain/modes.ts';
import { CrisisResourceCard } from '#web/components/crisis-resource-card.tsx';
import { guideIcons } from '#web/components/guide-card.tsx';
import { GuideMarkdown } from '#web/components/markdown/guide-markdown.tsx';
import { type ResourcesOfReply, SafetyResourcesLine } from '#web/components/safety-resources-line.tsx';
import { ReadAloudButton } from '#web/components/voice/voice-buttons.tsx';
import { markdownToPlainText } from '#web/features/chat/model/plain-text.ts';

export const BUBBLE_MAX_WIDTH = '70%';

/** What the member wrote: their own words, exactly as typed (never rendered as Markdown). */
export const MemberBubble = memo(function MemberBubble({ content }: { content: string }) {
  return (
    <Box
      as="article"
      data-testid="message-member"
      alignSelf="flex-end"
      maxW={BUBBLE_MAX_WIDTH}
      bg="brand.solid"
      color="brand.contrast"
      px="4"
      py="2.5"
      borderRadius="2xl"
      borderEndEndRadius="md"
      whiteSpace="pre-wrap"
      overflowWrap="anywhere"
      lineHeight="1.6"
    >
      <VisuallyHidden>You said: </VisuallyHidden>
      {content}
    </Box>
  );
});

interface GuideMetaProps {
  modeId: ModeId;
  engineLabel?: string | undefined;
  stopped?: boolean | undefined;
}

/** Who is answering: the guide's name, and subtly which engine wrote the words. */
function GuideMeta({ modeId, engineLabel, stopped }: GuideMetaProps) {
  const Icon = guideIcons[modeId] ?? Sparkles;
  return (
    <HStack gap="1.5" fontSize="xs" color="fg.muted" flexWrap="wrap" ps="1">
      <Box as="span" color="var(--mw-primary, var(--chakra-colors-brand-fg))" display="inline-flex">
        <Icon size={14} aria-hidden="true" />
      </Box>
      <Text as="span" fontWeight="semibold" color="fg">
        {getMode(modeId).name}
      </Text>
      {engineLabel && (
        <Text as="span" data-testid="engine-label">
          · {engineLabel}
        </Text>
      )}
      {stopped && (
        <Badge size="sm" variant="subtle" colorPalette="gray" data-testid="stopped-marker">
          Stopped
        </Badge>
      )}
    </HStack>
  );
}

interface GuideBubbleProps {
  message: Pick<ChatMessage, 'content' | 'modeId' | 'stopped' | 'safetyReply' | 'safetyGrade'> & {
    resources?: ResourcesOfReply | undefined;
  };
  engineLabel?: string | undefined;
}

/**
 * A finished reply from a guide; a safety reply (a check-in or the crisis reply) becomes the resource
 * card, and a reply to a message graded note gets the quiet resources line beside it.
 */
export const GuideBubble = memo(function GuideBubble({ message, engineLabel }: GuideBubbleProps) {
  const { safetyGrade } = message;
  return (
    <Stack as="article" data-testid="message-guide" gap="1.5" alignItems="flex-start" w="full">
      <GuideMeta modeId={message.modeId} engineLabel={engineLabel} stopped={message.stopped} />
      {message.safetyReply && safetyGrade !== 'note' ? (
        <CrisisResourceCard content={message.content} grade={safetyGrade} resources={message.resources} />
      ) : (
        <GuideSurface>
          <GuideMarkdown content={message.content} />
        </GuideSurface>
      )}
      {!message.safetyReply && safetyGrade === 'note' && (
        <SafetyResourcesLine resources={message.resources} />
      )}
      <ReadAloudButton text={markdownToPlainText(message.content)} />
    </Stack>
  );
});

function GuideSurface({ children, busy = false }: { children: React.ReactNode; busy?: boolean }) {
  return (
    <Box
      maxW={BUBBLE_MAX_WIDTH}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderInlineStartWidth="3px"
      borderInlineStartColor="var(--mw-primary, var(--chakra-colors-brand-solid))"
      px="4"
      py="2.5"
      borderRadius="2xl"
      borderEndStartRadius="md"
      lineHeight="1.65"
      aria-busy={busy || undefined}
    >
      {children}
    </Box>
  );
}

/**
 * The reply while it streams in. Deliberately NOT a live region: screen readers hear the finished
 * reply once, from the chat's announcer, instead of every word.
 */
export function StreamingGuideBubble({
  modeId,
  content,
  engineLabel,
}: {
  modeId: ModeId;
  content: string;
  engineLabel?: string | undefined;
}) {
  return (
    <Stack data-testid="message-streaming" gap="1.5" alignItems="flex-start" w="full">
      <GuideMeta modeId={modeId} engineLabel={engineLabel} />
      <GuideSurface busy>{content ? <GuideMarkdown content={content} /> : <TypingDots />}</GuideSurface>
    </Stack>
  );
}

function TypingDots() {
  return (
    <HStack gap="1" h="1.6em">
      <VisuallyHidden>Writing a reply…</VisuallyHidden>
      {[0, 1, 2].map((dot) => (
        <Box
          key={dot}
          boxSize="1.5"
          borderRadius="full"
          bg="fg.muted"
          aria-hidden="true"
          animation="pulse 1.2s ease-in-out infinite"
          _motionReduce={{ animation: 'none' }}
          style={{ animationDelay: `${dot * 0.18}s` }}
        />
      ))}
    </HStack>
  );
}
