import { Container, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { SafetyPageLink } from './safety-page-link';

export const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL || 'hello@mirrorwell.app';

export function SiteFooter() {
  return (
    <Stack as="footer" borderTopWidth="1px" borderColor="border" bg="bg.subtle" mt="auto">
      <Container maxW="6xl" py="6">
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          gap="2"
          fontSize="sm"
          color="fg.muted"
        >
          {/* Pre-rendered pages carry the build's year; a new year shows at the next render, never an error. */}
          <Text suppressHydrationWarning>© {new Date().getFullYear()} Mirrorwell. All rights reserved.</Text>
          <HStack gap="4" wrap="wrap">
            <SafetyPageLink color="brand.fg" />
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to={paths.privacy}>Privacy</RouterLink>
            </Link>
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to={paths.terms}>Terms</RouterLink>
            </Link>
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to={paths.therapistLanding}>For therapists</RouterLink>
            </Link>
          </HStack>
          <Text>
            Questions?{' '}
            <Link href={`mailto:${CONTACT_EMAIL}`} color="brand.fg" textDecoration="underline">
              {CONTACT_EMAIL}
            </Link>
          </Text>
        </Stack>
      </Container>
    </Stack>
  );
}
