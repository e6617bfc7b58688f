import { Badge, Box, Button, Card, Heading, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PRACTICE_PLANS } from '#shared/domain/practice.ts';
import { paths } from '#web/app/paths.ts';
import { Disclaimer } from '#web/components/disclaimer.tsx';
import { SafetyPageLink } from '#web/components/safety-page-link.tsx';
import { THERAPIST_LANDING_TITLE } from '#web/features/therapist-landing/model/therapist-landing-title.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { PublicPageFrame } from './public-page-frame';

const features = [
  [
    'Your own branded portal',
    'Clients open {subdomain}.mirrorwell.app: your name, your colours, your welcome.',
  ],
  [
    'An assistant shaped by you',
    'Personality, approach, tone and length, tested before clients ever see it.',
  ],
  [
    'Safety first, always',
    'Every client message is screened for risk before the AI sees it; risk gets crisis resources and your emergency instructions at once, and a flag on your dashboard.',
  ],
  [
    'Privacy your clients can trust',
    'You see session metrics and safety flags; a conversation’s words only when the client chooses to share it.',
  ],
] as const;

/** `/therapist-landing`: the offer for therapists. */
export default function TherapistLandingPage() {
  useDocumentTitle(THERAPIST_LANDING_TITLE);
  const { trial, professional } = PRACTICE_PLANS;
  return (
    <PublicPageFrame>
      <Stack gap={{ base: '10', md: '16' }}>
        <Stack gap="5" maxW="3xl">
          <Badge alignSelf="start" colorPalette="brand" variant="subtle">
            For therapists
          </Badge>
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
            Support your clients between sessions, in your practice's own voice
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            Give every client a private, branded AI companion for reflection between sessions, with your
            approach, your boundaries and safety screening built in.
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild size="lg" colorPalette="brand">
              <RouterLink to={paths.therapistRegister}>Get Started Free</RouterLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <RouterLink to={paths.demo}>See the interactive demo</RouterLink>
            </Button>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {trial.days}-day free trial with up to {trial.clientLimit} clients. No card needed.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {features.map(([title, body]) => (
            <Card.Root key={title} variant="outline">
              <Card.Body gap="2">
                <Heading as="h2" size="md">
                  {title}
                </Heading>
                <Text color="fg.muted">{body}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <Card.Root variant="outline" maxW="xl" alignSelf={{ md: 'center' }} w="full" data-testid="pricing">
          <Card.Body gap="4">
            <Heading as="h2" size="lg">
              {professional.name} plan
            </Heading>
            <HStack align="baseline" gap="3">
              <Text fontSize="4xl" fontWeight="bold">
                ${professional.monthlyPriceUsd}/month
              </Text>
              <Text color="fg.muted" textDecoration="line-through">
                regular ${professional.regularMonthlyPriceUsd}
              </Text>
            </HStack>
            <List.Root gap="1" ps="5">
              <List.Item>Setup free (normally ${professional.regularSetupFeeUsd})</List.Item>
              <List.Item>Unlimited AI conversations</List.Item>
              <List.Item>Up to {professional.clientLimit} clients</List.Item>
              <List.Item>
                Start with a {trial.days}-day free trial for up to {trial.clientLimit} clients
              </List.Item>
            </List.Root>
            <Text fontSize="sm" color="fg.muted">
              Prices exclude VAT.
            </Text>
            <Button asChild colorPalette="brand">
              <RouterLink to={paths.therapistRegister}>Get Started Free</RouterLink>
            </Button>
          </Card.Body>
        </Card.Root>
        <Box maxW="3xl">
          <Disclaimer />
          <Text mt="3" fontSize="sm">
            <SafetyPageLink />
          </Text>
        </Box>
      </Stack>
    </PublicPageFrame>
  );
}
