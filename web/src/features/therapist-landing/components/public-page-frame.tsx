import { Box, Button, Container, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { AppHeader } from '#web/components/app-header.tsx';
import { SiteFooter } from '#web/components/site-footer.tsx';
import { ColorModeButton } from '#web/components/ui/color-mode.tsx';

/** The frame of the public therapist pages: sign in and get started in the header. */
export function PublicPageFrame({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      <AppHeader>
        <ColorModeButton />
        <Button asChild size="sm" variant="ghost">
          <RouterLink to={paths.therapistLogin}>Sign in</RouterLink>
        </Button>
        <Button asChild size="sm" colorPalette="brand" display={{ base: 'none', sm: 'inline-flex' }}>
          <RouterLink to={paths.therapistRegister}>Get Started Free</RouterLink>
        </Button>
      </AppHeader>
      <Box as="main" flex="1">
        <Container maxW="6xl" px={{ base: '4', sm: '6' }} py={{ base: '8', md: '14' }}>
          {children}
        </Container>
      </Box>
      <SiteFooter />
    </Flex>
  );
}
