import { Button, Dialog, Heading, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, X } from 'lucide-react';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';

/**
 * Short paragraphs on purpose: the story opens over the landing page after it has painted, and no
 * block of it should outweigh the page's own headline as the largest thing on screen.
 */
const founderStory = [
  'For years I worked things out by writing them down, and later by talking them through with AI. Somewhere past 15,000 of those chats, I noticed a pattern of my own.',
  'The conversations that helped most did not hand me advice. They reflected my words back, asked one honest question, and remembered what I had said the week before.',
  'Mirrorwell is that kind of space: four guides, each with its own way of listening and its own memory of your journey.',
  'It is not therapy, and it never pretends to be. It is a quiet place to notice your patterns at your own pace. I hope it helps you the way it helped me.',
] as const;

interface FounderStoryDialogProps {
  open: boolean;
  /** Closing in any way (the close button, Escape, outside, Begin My Journey) records it as seen. */
  onClose: () => void;
}

export default function FounderStoryDialog({ open, onClose }: FounderStoryDialogProps) {
  const beginButton = useRef<HTMLAnchorElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      scrollBehavior="inside"
      size="md"
      initialFocusEl={() => beginButton.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '3', sm: '4' }}>
          <Dialog.Content
            borderRadius="2xl"
            maxH={{ base: 'calc(100dvh - 1.5rem)', sm: 'calc(100dvh - 4rem)' }}
            data-testid="founder-story"
          >
            <Dialog.Header flexDirection="column" gap="1" pe="14">
              <Dialog.Title asChild>
                <Heading
                  as="h2"
                  fontFamily="heading"
                  fontSize={{ base: 'xl', sm: '2xl' }}
                  fontWeight="semibold"
                >
                  Why I Built This
                </Heading>
              </Dialog.Title>
              <Dialog.Description fontSize="sm">A note from Mirrorwell’s founder</Dialog.Description>
            </Dialog.Header>
            {/* Focusable so a keyboard can scroll the story on a small screen. */}
            <Dialog.Body tabIndex={0} focusVisibleRing="inside">
              <Stack gap="3">
                {founderStory.map((paragraph) => (
                  <Text key={paragraph} lineHeight="tall">
                    {paragraph}
                  </Text>
                ))}
                <Text color="fg.muted" fontStyle="italic">
                  — Mirrorwell’s founder
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer borderTopWidth="1px" borderColor="border" pt="4">
              <Button asChild>
                <RouterLink ref={beginButton} to={paths.register} onClick={onClose}>
                  Begin My Journey
                  <ArrowRight aria-hidden="true" />
                </RouterLink>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <IconButton variant="ghost" colorPalette="gray" size="sm" aria-label="Close">
                <X aria-hidden="true" />
              </IconButton>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
