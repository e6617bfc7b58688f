import { HStack, Stack, Text } from '@chakra-ui/react';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import { paths } from '#web/app/paths.ts';
import { NewTabLink } from '#web/components/new-tab-link.tsx';
import { aiNoticeOf, LEGAL_DISCLAIMER, privacyNoticeOf } from '#web/features/portal/model/portal-text.ts';
import { PortalSafetyText } from './portal-safety-ui';

/** The therapist's own disclaimer, the fixed legal one, the privacy and AI notices, and the platform's Privacy notice and Terms. */
export function PortalNotices({ practice }: { practice: PublicPracticeProfile }) {
  return (
    <Stack gap="2" fontSize="xs" color="fg.muted" data-testid="portal-notices">
      {practice.customDisclaimer.trim() && <Text whiteSpace="pre-wrap">{practice.customDisclaimer}</Text>}
      <Text data-testid="legal-disclaimer">{LEGAL_DISCLAIMER}</Text>
      <Text data-testid="privacy-notice">
        <strong>Privacy:</strong> {privacyNoticeOf(practice)}
      </Text>
      <PortalSafetyText data-testid="ai-notice">
        <strong>AI:</strong> {aiNoticeOf(practice)}
      </PortalSafetyText>
      <HStack gap="3" data-testid="legal-links">
        {/* In a new tab, so the conversation stays where it was. */}
        <NewTabLink href={paths.privacy} color="fg">
          Privacy notice
        </NewTabLink>
        <NewTabLink href={paths.terms} color="fg">
          Terms
        </NewTabLink>
      </HStack>
    </Stack>
  );
}
