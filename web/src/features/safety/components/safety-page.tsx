import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type { PublicMember } from '#shared/api/schemas/auth.ts';
import { paths } from '#web/app/paths.ts';
import { AppHeader } from '#web/components/app-header.tsx';
import { SAFETY_PAGE_LINK_TEXT } from '#web/components/safety-page-link.tsx';
import { SiteFooter } from '#web/components/site-footer.tsx';
import { ColorModeButton } from '#web/components/ui/color-mode.tsx';
import { fetchData, SESSION_KEY } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { HelpNowSection } from './help-now-section';
import {
  HowWeScreenSection,
  LimitsSection,
  TalkingWithAnAiSection,
  WhatWeScreenSection,
  WhatYouSeeSection,
} from './protocol-sections';
import { ScreenFiguresSection } from './screen-figures-section';

/** A member goes back to their chat; a visitor can sign in. Nothing waits on the lookup. */
function HeaderActions() {
  const { data } = useSWR<PublicMember | null>(SESSION_KEY, fetchData<PublicMember>);
  return (
    <>
      <ColorModeButton />
      {data ? (
        <Button asChild variant="outline" colorPalette="gray" size="sm">
          <RouterLink to={paths.home}>
            <ArrowLeft aria-hidden="true" />
            Back to chat
          </RouterLink>
        </Button>
      ) : (
        <Button asChild variant="ghost" colorPalette="gray" size={{ base: 'xs', sm: 'sm' }}>
          <RouterLink to={paths.login}>Sign In</RouterLink>
        </Button>
      )}
    </>
  );
}

/**
 * `/safety`, public: Mirrorwell's crisis protocol in plain words (California SB 243). What is
 * screened and how, what a person sees at each of the five grades, the crisis lines by country,
 * that replies come from an AI, the screen's measured figures on held-out sets against its goals,
 * shortfalls included, and what it cannot do.
 */
export default function SafetyPage() {
  useDocumentTitle(SAFETY_PAGE_LINK_TEXT);
  return (
    <Flex direction="column" minH="100dvh">
      <AppHeader>
        <HeaderActions />
      </AppHeader>
      <Box as="main" flex="1" py={{ base: '8', md: '12' }}>
        <Container maxW="3xl" px={{ base: '4', sm: '6' }}>
          <Stack gap={{ base: '8', md: '10' }} lineHeight="1.7">
            <Stack gap="3">
              <Heading
                as="h1"
                fontFamily="heading"
                fontSize={{ base: '3xl', md: '4xl' }}
                fontWeight="semibold"
              >
                {SAFETY_PAGE_LINK_TEXT}
              </Heading>
              <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
                Mirrorwell is a space to reflect with an AI guide. Some people who write here are going
                through a very hard time. This page explains what we do when a message sounds like someone may
                be in danger, where we point them for help, and what our safety screen can and cannot do.
              </Text>
            </Stack>
            <HelpNowSection />
            <WhatWeScreenSection />
            <HowWeScreenSection />
            <WhatYouSeeSection />
            <TalkingWithAnAiSection />
            <ScreenFiguresSection />
            <LimitsSection />
          </Stack>
        </Container>
      </Box>
      <SiteFooter />
    </Flex>
  );
}
