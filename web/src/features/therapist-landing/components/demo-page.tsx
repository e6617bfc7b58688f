import { Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PRACTICE_PLANS } from '#shared/domain/practice.ts';
import { paths } from '#web/app/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { PublicPageFrame } from './public-page-frame';

const steps = [
  {
    title: 'Sign up and claim your subdomain',
    body: `Create your practice in two minutes. Your portal lives at a subdomain you choose, and a ${PRACTICE_PLANS.trial.days}-day free trial with up to ${PRACTICE_PLANS.trial.clientLimit} clients starts at once.`,
  },
  {
    title: 'Set up in eight short steps',
    body: 'Tell us how you work, what you want for your clients and what concerns you. The answers propose an assistant and a portal you can change before anything goes live.',
  },
  {
    title: 'Shape and test your assistant',
    body: 'Choose its personality, approach, tone and reply length. Test it with messages a client might send. Instructions that would weaken safety are refused with the reason.',
  },
  {
    title: 'Invite your clients',
    body: 'Add clients and send each a private link to your portal. Anonymous visitors can also talk under a first name.',
  },
  {
    title: 'Follow along, privately',
    body: 'Your dashboard shows sessions, ratings and safety flags with a readable reason, never the words, unless a client chooses to share a conversation.',
  },
  {
    title: 'Safety, every message',
    body: 'Each client message is screened for risk before the AI sees it. Risk gets crisis resources and your emergency instructions at once, and crisis flags also notify you by mail.',
  },
];

/** `/demo`: a walkthrough of the platform for therapists. */
export default function DemoPage() {
  useDocumentTitle('How Mirrorwell works for therapists');
  return (
    <PublicPageFrame>
      <Stack gap="8" maxW="3xl">
        <Stack gap="3">
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
            How Mirrorwell works for your practice
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            A walkthrough, from sign-up to your first client conversation.
          </Text>
        </Stack>
        <List.Root as="ol" gap="5" listStyleType="none" ps="0">
          {steps.map((step, index) => (
            <List.Item key={step.title}>
              <HStack align="start" gap="4">
                <Box
                  flexShrink={0}
                  w="9"
                  h="9"
                  borderRadius="full"
                  bg="brand.solid"
                  color="brand.contrast"
                  display="grid"
                  placeItems="center"
                  fontWeight="bold"
                  aria-hidden="true"
                >
                  {index + 1}
                </Box>
                <Stack gap="1">
                  <Heading as="h2" size="md">
                    {step.title}
                  </Heading>
                  <Text color="fg.muted">{step.body}</Text>
                </Stack>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
        <HStack gap="3" wrap="wrap">
          <Button asChild variant="outline">
            <RouterLink to={paths.therapistLanding}>Back to Home</RouterLink>
          </Button>
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.therapistRegister}>Get Started</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </PublicPageFrame>
  );
}
