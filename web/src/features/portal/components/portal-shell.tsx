import { Box, Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import { PORTAL_ROOT_CLASS } from '#shared/domain/practice-branding.ts';
import { outsideSafetyUi } from '#web/components/safety-ui.ts';

/**
 * The practice's page: its background (a gradient of the two brand colours, or the main one
 * solid) and its custom CSS. The CSS was sanitised and scoped under the portal root when it was
 * saved, so it styles only what is inside this element; it is inserted as text, never as HTML,
 * and never reaches the safety UI (crisis card, safety replies, resources line, crisis box).
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
    <Box
      className={PORTAL_ROOT_CLASS}
      minH="100dvh"
      style={{ background }}
      data-testid="portal"
      data-background={practice.backgroundStyle}
    >
      {practice.customCssStyles && (
        <style data-testid="portal-custom-css">{outsideSafetyUi(practice.customCssStyles)}</style>
      )}
      <Container as="main" maxW="6xl" py={{ base: '4', md: '10' }} px={{ base: '3', md: '6' }}>
        {children}
      </Container>
    </Box>
  );
}
