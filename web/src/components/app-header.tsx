import { Container, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo';

/**
 * The top bar of every screen: the logo on the left, the screen's actions on the right.
 * `compactLogo`: the mark alone on phones, for a screen with many actions.
 */
export function AppHeader({
  children,
  compactLogo = false,
}: {
  children?: ReactNode;
  compactLogo?: boolean;
}) {
  return (
    <HStack
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      borderColor="border"
      flexShrink={0}
    >
      <Container maxW="6xl" px={{ base: '3', sm: '6' }} py="3">
        <HStack justify="space-between" gap="2">
          <BrandLogo compact={compactLogo} />
          <HStack gap={{ base: '1', sm: '2' }}>{children}</HStack>
        </HStack>
      </Container>
    </HStack>
  );
}
