import { HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import { paths } from '#web/app/paths.ts';
import { safetyUiLayer, safetyUiProps, safetyUiTypography } from '#web/components/safety-ui.ts';
import { aiNoticeOf, LEGAL_DISCLAIMER, privacyNoticeOf } from '#web/features/portal/model/portal-text.ts';

/** The platform's Privacy notice or Terms, in a new tab so the conversation stays where it was. */
function LegalPageLink({ to, children }: { to: string; children: string }) {
  return (
    <Link href={to} target="_blank" rel="noopener" color="fg" textDecoration="underline">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Link>
  );
}

/** The therapist's own disclaimer, the fixed legal one, the privacy and AI notices, and the platform's Privacy notice and Terms. */
export function PortalNotices({ practice }: { practice: PublicPracticeProfile }) {
  return (
    <Stack gap="2" fontSize="xs" color="fg.muted" data-testid="portal-notices">
      {practice.customDisclaimer.trim() && <Text whiteSpace="pre-wrap">{practice.customDisclaimer}</Text>}
      <Text data-testid="legal-disclaimer">{LEGAL_DISCLAIMER}</Text>
      <Text data-testid="privacy-notice">
        <strong>Privacy:</strong> {privacyNoticeOf(practice)}
      </Text>
      <Text
        {...safetyUiProps}
        {...safetyUiTypography}
        {...safetyUiLayer}
        color="fg.muted"
        data-testid="ai-notice"
      >
        <strong>AI:</strong> {aiNoticeOf(practice)}
      </Text>
      <HStack gap="3" data-testid="legal-links">
        <LegalPageLink to={paths.privacy}>Privacy notice</LegalPageLink>
        <LegalPageLink to={paths.terms}>Terms</LegalPageLink>
      </HStack>
    </Stack>
  );
}
