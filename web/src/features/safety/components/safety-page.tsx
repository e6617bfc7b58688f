import { Stack } from '@chakra-ui/react';
import useSWR from 'swr';
import type { PublicMember } from '#shared/api/schemas/auth.ts';
import {
  BackToChatButton,
  PageFrame,
  PageIntro,
  PageLead,
  SignInHeaderButton,
} from '#web/components/page-frame.tsx';
import { SAFETY_PAGE_LINK_TEXT } from '#web/components/safety-page-link.tsx';
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
      {data ? <BackToChatButton /> : <SignInHeaderButton />}
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
    <PageFrame actions={<HeaderActions />} maxW="3xl">
      <Stack gap={{ base: '8', md: '10' }} lineHeight="1.7">
        <PageIntro gap="3" title={SAFETY_PAGE_LINK_TEXT}>
          <PageLead>
            Mirrorwell is a space to reflect with an AI guide. Some people who write here are going through a
            very hard time. This page explains what we do when a message sounds like someone may be in danger,
            where we point them for help, and what our safety screen can and cannot do.
          </PageLead>
        </PageIntro>
        <HelpNowSection />
        <WhatWeScreenSection />
        <HowWeScreenSection />
        <WhatYouSeeSection />
        <TalkingWithAnAiSection />
        <ScreenFiguresSection />
        <LimitsSection />
      </Stack>
    </PageFrame>
  );
}
