import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { type ComponentType, useMemo } from 'react';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import type { AuthPageLayoutProps } from '#web/components/account/auth-page-layout.tsx';
import { therapistNameOf } from '#web/features/portal/model/portal-text.ts';
import { PortalShell } from './portal-shell';
import { PracticeAvatar } from './practice-avatar';

/** A client's sign-in, sign-up and reset, in the practice's colours with its logo or initials. */
export function PortalAuthLayout({
  practice,
  title,
  subtitle,
  children,
  footer,
}: AuthPageLayoutProps & { practice: PublicPracticeProfile }) {
  return (
    <PortalShell practice={practice}>
      <Card.Root variant="outline" bg="bg.panel" borderRadius="2xl" maxW="md" mx="auto" boxShadow="lg">
        <Card.Header gap="3" pb="2">
          <HStack gap="3">
            <PracticeAvatar practice={practice} image="logo" size="10" />
            <Text fontWeight="medium" color="fg.muted">
              {therapistNameOf(practice)}’s practice
            </Text>
          </HStack>
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          <Text color="fg.muted">{subtitle}</Text>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            {children}
            {footer}
          </Stack>
        </Card.Body>
      </Card.Root>
    </PortalShell>
  );
}

/** The practice's page around the shared account screens, stable across renders. */
export function usePortalLayout(practice: PublicPracticeProfile): ComponentType<AuthPageLayoutProps> {
  return useMemo(
    () =>
      function PracticeLayout(props: AuthPageLayoutProps) {
        return <PortalAuthLayout practice={practice} {...props} />;
      },
    [practice],
  );
}
