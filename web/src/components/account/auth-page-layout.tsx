import { Box, Card, Container, Flex, Heading, Text } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { AppHeader } from '#web/components/app-header.tsx';
import { SiteFooter } from '#web/components/site-footer.tsx';
import { ColorModeButton } from '#web/components/ui/color-mode.tsx';

export interface AuthPageLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** Shown under the card, e.g. the link to the other form. */
  footer?: ReactNode;
}

/** Where a password-reset screen stands: the app's own page by default, a practice's in its portal. */
export interface ResetPageFrame {
  /** The page around the form: the app's own by default, a practice's in its portal. */
  layout?: ComponentType<AuthPageLayoutProps>;
  /** Under the form: the app's disclaimer by default. */
  disclaimer?: ReactNode;
}

/** Sign-in and sign-up: a calm single card in the middle of the page. */
export function AuthPageLayout({ title, subtitle, children, footer }: AuthPageLayoutProps) {
  return (
    <Flex direction="column" minH="100dvh">
      <AppHeader>
        <ColorModeButton />
      </AppHeader>
      <Box as="main" flex="1" py={{ base: '6', md: '12' }} px={{ base: '3', sm: '6' }}>
        <Container maxW="md" px="0">
          <Card.Root variant="outline" bg="bg.panel" borderRadius="2xl" boxShadow="sm">
            <Card.Header gap="2" pb="2">
              <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }}>
                {title}
              </Heading>
              <Text color="fg.muted">{subtitle}</Text>
            </Card.Header>
            <Card.Body>{children}</Card.Body>
          </Card.Root>
          {footer && (
            <Box mt="6" textAlign="center">
              {footer}
            </Box>
          )}
        </Container>
      </Box>
      <SiteFooter />
    </Flex>
  );
}
