import { Box, Button, Heading, HStack, Stack, Wrap } from '@chakra-ui/react';
import { ExternalLink, LifeBuoy } from 'lucide-react';
import { useId } from 'react';
import { bareAddress } from '#shared/domain/crisis-resources.ts';
import { HelplineCallAndTextButtons } from '#web/components/helpline-buttons.tsx';
import { GuideMarkdown } from '#web/components/markdown/guide-markdown.tsx';
import { SafetyPageLink } from '#web/components/safety-page-link.tsx';
import { type ResourcesOfReply, shownResources } from '#web/components/safety-resources-line.tsx';
import { safetyUiRoot } from '#web/components/safety-ui.ts';

const headings = {
  'check-in': 'Checking in with you',
  crisis: 'Support is available right now',
  imminent: 'Support is available right now',
} as const;

/**
 * A reply sent because a message sounded like someone may be at risk: calm, unmistakable, with the
 * crisis lines of the person's country one tap away. A check-in asks a direct question with the same
 * resources beside it. The guide's words (from the server) are shown in full.
 */
export function CrisisResourceCard({
  content,
  grade = 'crisis',
  resources,
}: {
  content: string;
  grade?: keyof typeof headings | undefined;
  /** The lines the server chose for the person's country (only their region is read). */
  resources?: ResourcesOfReply | undefined;
}) {
  const headingId = useId();
  const { helpline, region } = shownResources(resources);
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      data-testid="crisis-card"
      data-region={region}
      {...safetyUiRoot}
      w="full"
      maxW="40rem"
      layerStyle="lifeline"
      px={{ base: '4', md: '5' }}
      py="4"
    >
      <Stack gap="3">
        <HStack gap="2.5" color="brand.fg">
          <LifeBuoy size={22} aria-hidden="true" />
          <Heading as="h2" id={headingId} fontSize="md" color="fg">
            {headings[grade]}
          </Heading>
        </HStack>
        <Box fontSize="sm" lineHeight="1.65" color="fg">
          <GuideMarkdown content={content} />
        </Box>
        <Wrap gap="2" pt="1">
          <HelplineCallAndTextButtons helpline={helpline} />
          <Button
            asChild
            size="sm"
            variant={helpline.call ? 'outline' : 'solid'}
            colorPalette="brand"
            {...(helpline.call ? { bg: 'bg.panel' } : {})}
          >
            <a href={helpline.url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              {helpline.call ? bareAddress(helpline.url) : 'Find a helpline near you'}
            </a>
          </Button>
        </Wrap>
        <SafetyPageLink newTab fontSize="sm" color="brand.fg" alignSelf="flex-start" />
      </Stack>
    </Box>
  );
}
