import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Flex,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { Building2, FileCheck2, Globe2, GraduationCap, KeyRound, Tags } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { AppHeader } from '#web/components/app-header.tsx';
import { Disclaimer } from '#web/components/disclaimer.tsx';
import { IconBadge } from '#web/components/icon-badge.tsx';
import { SafetyPageLink } from '#web/components/safety-page-link.tsx';
import { SiteFooter } from '#web/components/site-footer.tsx';
import { ColorModeButton } from '#web/components/ui/color-mode.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { EnterpriseLeadForm } from './enterprise-lead-form';

interface Offer {
  id: string;
  icon: LucideIcon;
  title: string;
  body: string;
}

const offers: readonly Offer[] = [
  {
    id: 'teams',
    icon: Building2,
    title: 'Built for practices with many therapists',
    body: 'One organisation, many practitioners: each therapist gets their own branded client portal, while you keep shared branding, client limits and billing in one place.',
  },
  {
    id: 'sso',
    icon: KeyRound,
    title: 'Single sign-on',
    body: 'Therapists sign in with your identity provider (SAML 2.0 or OpenID Connect, such as Okta, Microsoft Entra ID or Google Workspace), and leavers lose access when you remove them.',
  },
  {
    id: 'residency',
    icon: Globe2,
    title: 'Data residency',
    body: 'Your organisation’s data is stored and processed in the region you choose, such as the United States or the European Union, and stays there.',
  },
  {
    id: 'baa',
    icon: FileCheck2,
    title: 'Business Associate Agreement',
    body: 'For covered entities in the US we sign a BAA, and your deployment runs with BAAs in place with our cloud and AI providers.',
  },
  {
    id: 'pricing',
    icon: Tags,
    title: 'Volume pricing',
    body: 'A per-therapist price that falls as your team grows, with annual invoicing and a single contract.',
  },
  {
    id: 'onboarding',
    icon: GraduationCap,
    title: 'Guided onboarding',
    body: 'A named contact sets up your branding and AI configuration with you, trains your team, and stays on hand afterwards.',
  },
];

/** `/enterprise`: the offer for practices and clinics, and a contact form that reaches the team. */
export default function EnterprisePage() {
  useDocumentTitle('Mirrorwell for practices and clinics');
  return (
    <Flex direction="column" minH="100dvh">
      <AppHeader compactLogo>
        <Button asChild variant="ghost" colorPalette="gray" size={{ base: 'xs', sm: 'sm' }}>
          <RouterLink to={paths.therapistLanding}>For therapists</RouterLink>
        </Button>
        <ColorModeButton />
        <Button asChild size={{ base: 'xs', sm: 'sm' }}>
          <a href="#contact">Contact us</a>
        </Button>
      </AppHeader>
      <Box as="main" flex="1">
        <Box bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg" py={{ base: '12', md: '20' }}>
          <Container maxW="6xl">
            <Stack gap="5" maxW="3xl">
              <Badge alignSelf="start" colorPalette="brand" variant="subtle">
                Enterprise
              </Badge>
              <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
                Mirrorwell for practices and clinics
              </Heading>
              <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
                Give every therapist in your organisation a private, branded AI companion for their clients
                between sessions, with the controls, agreements and support a larger organisation needs.
              </Text>
            </Stack>
          </Container>
        </Box>

        <Container as="section" aria-labelledby="offer-heading" maxW="6xl" py="14">
          <Heading as="h2" id="offer-heading" fontSize={{ base: '2xl', md: '3xl' }} mb="8">
            What the enterprise plan adds
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
            {offers.map((offer) => (
              <Card.Root key={offer.id} as="article" variant="outline" bg="bg.panel" borderRadius="xl">
                <Card.Body gap="3">
                  <HStack gap="3">
                    <IconBadge icon={offer.icon} size={20} />
                    <Heading as="h3" fontSize="md">
                      {offer.title}
                    </Heading>
                  </HStack>
                  <Text color="fg.muted" fontSize="sm">
                    {offer.body}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
          <Text mt="8" color="fg.muted" maxW="3xl">
            Every plan keeps the same safeguards: each client message is screened for risk before the AI
            replies, clients always know they are talking with an AI, and therapists see session metrics and
            safety flags, never a conversation’s words unless the client chooses to share it.{' '}
            <SafetyPageLink color="brand.fg" />
          </Text>
        </Container>

        <Box as="section" id="contact" aria-labelledby="contact-heading" bg="bg.subtle" py="14">
          <Container maxW="3xl">
            <Stack gap="3" mb="8">
              <Heading as="h2" id="contact-heading" fontSize={{ base: '2xl', md: '3xl' }}>
                Talk to us
              </Heading>
              <Text color="fg.muted">
                Tell us about your organisation and we will reply to your work email within two business days.
                A single practice? The{' '}
                <Link asChild color="brand.fg" fontWeight="medium" textDecoration="underline">
                  <RouterLink to={paths.therapistLanding}>therapist plan</RouterLink>
                </Link>{' '}
                may be all you need.
              </Text>
            </Stack>
            <Box
              bg="bg.panel"
              borderWidth="1px"
              borderColor="border"
              borderRadius="2xl"
              p={{ base: '5', sm: '8' }}
            >
              <EnterpriseLeadForm />
            </Box>
          </Container>
        </Box>

        <Container maxW="3xl" py="12">
          <Disclaimer />
        </Container>
      </Box>
      <SiteFooter />
    </Flex>
  );
}
