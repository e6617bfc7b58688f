import {
  Box,
  Button,
  Container,
  Flex,
  type FlexProps,
  Heading,
  Link,
  Stack,
  type StackProps,
  Text,
} from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PublicMember } from '#shared/api/schemas/auth.ts';
import { paths } from '#web/app/paths.ts';
import { AppHeader } from '#web/components/app-header.tsx';
import { SiteFooter } from '#web/components/site-footer.tsx';
import { ColorModeButton } from '#web/components/ui/color-mode.tsx';

/**
 * The frame of a page outside the chat (downloads, plans, insights, safety, the legal pages): the
 * header with the page's actions, one centred column of the given width, and the footer.
 */
export function PageFrame({
  actions,
  maxW,
  mainPy = { base: '8', md: '12' },
  children,
}: {
  actions: ReactNode;
  maxW: '3xl' | '4xl' | '6xl';
  mainPy?: { base: string; md: string };
  children: ReactNode;
}) {
  return (
    <Flex direction="column" minH="100dvh">
      <AppHeader>{actions}</AppHeader>
      <Box as="main" flex="1" py={mainPy}>
        <Container maxW={maxW}>{children}</Container>
      </Box>
      <SiteFooter />
    </Flex>
  );
}

/** A page's h1 and the muted lines that say what the page is, with an optional small line above. */
export function PageIntro({
  eyebrow,
  title,
  children,
  ...stack
}: StackProps & { eyebrow?: string; title: ReactNode; children: ReactNode }) {
  return (
    <Stack {...stack}>
      {eyebrow && (
        <Text textStyle="eyebrow" color="brand.fg">
          {eyebrow}
        </Text>
      )}
      <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The lead paragraph under a page's h1. */
export function PageLead({ children, maxW }: { children: ReactNode; maxW?: string }) {
  return (
    <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW={maxW}>
      {children}
    </Text>
  );
}

/** 'Back to chat', for a signed-in member on a page outside the chat. */
export function BackToChatButton() {
  return (
    <Button asChild variant="outline" colorPalette="gray" size="sm">
      <RouterLink to={paths.home}>
        <ArrowLeft aria-hidden="true" />
        Back to chat
      </RouterLink>
    </Button>
  );
}

/** The link at a page's foot back to the member's conversations, in a box aligned as asked. */
export function BackToConversationsLink({ textAlign }: { textAlign?: 'center' }) {
  return (
    <Box textAlign={textAlign}>
      <Link asChild color="brand.fg" fontWeight="medium" textDecoration="underline">
        <RouterLink to={paths.home}>Back to your conversations</RouterLink>
      </Link>
    </Box>
  );
}

/** 'Sign In' in a page's header, for a visitor. */
export function SignInHeaderButton() {
  return (
    <Button asChild variant="ghost" colorPalette="gray" size={{ base: 'xs', sm: 'sm' }}>
      <RouterLink to={paths.login}>Sign In</RouterLink>
    </Button>
  );
}

/**
 * The header's actions on a page members and visitors both read: the colour mode alone while the
 * session loads, then 'Back to chat' for a member, or 'Sign In' and 'Get Started' for a visitor.
 */
export function MemberOrVisitorActions({
  member,
  loading,
}: {
  member: PublicMember | null;
  loading: boolean;
}) {
  if (loading) return <ColorModeButton />;
  if (member) {
    return (
      <>
        <ColorModeButton />
        <BackToChatButton />
      </>
    );
  }
  return (
    <>
      <ColorModeButton />
      <SignInHeaderButton />
      <Button asChild size={{ base: 'xs', sm: 'sm' }}>
        <RouterLink to={paths.register}>Get Started</RouterLink>
      </Button>
    </>
  );
}

/** A band in the brand's soft colour: its words on the left and its actions on the right (stacked on a phone). */
export function BrandBand(props: FlexProps) {
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'flex-start', md: 'center' }}
      justify="space-between"
      layerStyle="tinted"
      borderRadius="2xl"
      {...props}
    />
  );
}
