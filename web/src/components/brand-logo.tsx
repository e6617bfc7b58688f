import { Box, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';

/** The mark: a still well with its reflection; decorative, the wordmark carries the name. */
function LogoMark() {
  return (
    <Box as="span" color="brand.solid" display="inline-flex" aria-hidden="true">
      <svg width="28" height="28" viewBox="0 0 32 32" fill="none" role="presentation">
        <circle cx="16" cy="16" r="14.5" stroke="currentColor" strokeWidth="2" />
        <path d="M7 15.5c3-4.5 15-4.5 18 0" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <path
          d="M9.5 19.5c2.5 2.6 10.5 2.6 13 0"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          opacity="0.55"
        />
      </svg>
    </Box>
  );
}

/** Logo and wordmark, linking home. `compact`: the mark alone on phones, where space is short. */
export function BrandLogo({ compact = false }: { compact?: boolean }) {
  return (
    <HStack
      asChild
      gap="2"
      borderRadius="md"
      color="fg"
      textDecoration="none"
      focusVisibleRing="outside"
      _hover={{ textDecoration: 'none' }}
    >
      <RouterLink to={paths.home} aria-label="Mirrorwell home">
        <LogoMark />
        <Text
          as="span"
          fontFamily="heading"
          fontSize={{ base: 'lg', md: 'xl' }}
          fontWeight="semibold"
          display={compact ? { base: 'none', sm: 'inline' } : undefined}
        >
          Mirrorwell
        </Text>
      </RouterLink>
    </HStack>
  );
}
