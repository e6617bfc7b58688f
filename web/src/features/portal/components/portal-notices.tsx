import { Stack, Text } from '@chakra-ui/react';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import { aiNoticeOf, LEGAL_DISCLAIMER, privacyNoticeOf } from '#web/features/portal/model/portal-text.ts';

/** The therapist's own disclaimer, the fixed legal one, and the privacy and AI notices. */
export function PortalNotices({ practice }: { practice: PublicPracticeProfile }) {
  return (
    <Stack gap="2" fontSize="xs" color="fg.muted" data-testid="portal-notices">
      {practice.customDisclaimer.trim() && <Text whiteSpace="pre-wrap">{practice.customDisclaimer}</Text>}
      <Text data-testid="legal-disclaimer">{LEGAL_DISCLAIMER}</Text>
      <Text data-testid="privacy-notice">
        <strong>Privacy:</strong> {privacyNoticeOf(practice)}
      </Text>
      <Text data-testid="ai-notice">
        <strong>AI:</strong> {aiNoticeOf(practice)}
      </Text>
    </Stack>
  );
}
