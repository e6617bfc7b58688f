import { Box, Button, chakra, Flex, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, X } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { FOUNDER_STORY_TITLE, founderStoryParagraphs } from '#web/features/landing/model/founder-story.ts';
import { landingControls } from '#web/features/landing/model/landing-controls.ts';

const Dialog = chakra('dialog');

/**
 * The founder's story, in the browser's own modal dialog: it opens over the page (the rest of the
 * page is inert meanwhile), Escape and the close button close it, and focus returns where it was.
 * The page's script opens it on a first visit and after 'Why I Built This' (see
 * page-script/founder-story-controls.ts); closing it in any way records it as seen.
 */
export function FounderStoryDialog() {
  return (
    <Dialog
      {...{ [landingControls.founderStory]: '' }}
      aria-labelledby="founder-story-title"
      aria-describedby="founder-story-description"
      data-testid="founder-story"
      w="min(28rem, calc(100% - 1.5rem))"
      maxW="none"
      maxH={{ base: 'calc(100dvh - 1.5rem)', sm: 'calc(100dvh - 4rem)' }}
      m="auto"
      p="0"
      border="none"
      borderRadius="2xl"
      bg="bg.panel"
      color="fg"
      boxShadow="lg"
      overflow="hidden"
      css={{ '&::backdrop': { background: 'rgba(0, 0, 0, 0.55)' } }}
    >
      <Flex direction="column" maxH="inherit" position="relative">
        <Stack gap="1" px="6" pt="6" pb="4" pe="14">
          <Heading as="h2" id="founder-story-title" fontSize={{ base: 'xl', sm: '2xl' }}>
            {FOUNDER_STORY_TITLE}
          </Heading>
          <Text id="founder-story-description" fontSize="sm" color="fg.muted">
            A note from Mirrorwell’s founder
          </Text>
        </Stack>
        {/* Focusable so a keyboard can scroll the story on a small screen. */}
        <Box tabIndex={0} overflowY="auto" px="6" pb="4" focusVisibleRing="inside">
          <Stack gap="3">
            {founderStoryParagraphs.map((paragraph) => (
              <Text key={paragraph} lineHeight="tall">
                {paragraph}
              </Text>
            ))}
            <Text color="fg.muted" fontStyle="italic">
              — Mirrorwell’s founder
            </Text>
          </Stack>
        </Box>
        <Flex justify="flex-end" borderTopWidth="1px" borderColor="border" px="6" py="4">
          <Button asChild>
            <RouterLink to={paths.register} {...{ [landingControls.founderStoryBegin]: '' }}>
              Begin My Journey
              <ArrowRight aria-hidden="true" />
            </RouterLink>
          </Button>
        </Flex>
        <IconButton
          position="absolute"
          top="3"
          insetEnd="3"
          variant="ghost"
          colorPalette="gray"
          size="sm"
          aria-label="Close"
          {...{ [landingControls.founderStoryClose]: '' }}
        >
          <X aria-hidden="true" />
        </IconButton>
      </Flex>
    </Dialog>
  );
}
