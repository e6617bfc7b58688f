import { Box, Container } from '@chakra-ui/react';
import type { CSSProperties, ReactNode } from 'react';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import { themeHook } from '#shared/domain/portal-theme.ts';
import { PORTAL_ROOT_CLASS } from '#shared/domain/practice-branding.ts';
import { outsideSafetyUi } from '#web/components/safety-ui.ts';

/**
 * The practice's page: its background (a gradient of the two brand colours, or the main one
 * solid) and its custom CSS, a theme of the documented hooks (shared/domain/portal-theme.ts) that
 * the server rebuilt under its rules and scoped under the portal root. It is inserted as text,
 * never as HTML, and never reaches the safety UI (crisis card, safety replies, resources line,
 * crisis box, AI disclosures), which also sits below the `@scope` boundary as defence in depth.
 */
export function PortalShell({
  practice,
  children,
}: {
  practice: PublicPracticeProfile;
  children: ReactNode;
}) {
  const background =
    practice.backgroundStyle === 'solid'
      ? practice.brandingColor
      : `linear-gradient(135deg, ${practice.brandingColor} 0%, ${practice.secondaryColor} 100%)`;
  return (
    <Box className={PORTAL_ROOT_CLASS} data-testid="portal" data-background={practice.backgroundStyle}>
      {practice.customCssStyles && (
        <style data-testid="portal-custom-css">{outsideSafetyUi(practice.customCssStyles)}</style>
      )}
      <Box
        // The theme's page hook, inside the root that scopes every theme rule (`.mw-portal .mw-page`).
        className={themeHook('mw-page')}
        minH="100dvh"
        // The brand background as a variable, so a practice's theme (a class) can still restyle it.
        style={{ '--mw-page-bg': background } as CSSProperties}
        bg="var(--mw-page-bg)"
      >
        <Container as="main" maxW="6xl" py={{ base: '4', md: '10' }} px={{ base: '3', md: '6' }}>
          {children}
        </Container>
      </Box>
    </Box>
  );
}
