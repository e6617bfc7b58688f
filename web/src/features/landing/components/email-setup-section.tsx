import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { emailSetupIntro, emailSetupSteps } from '#web/features/landing/model/email-setup-guide.ts';
import { MailProviderButton } from './mail-provider-button';
import { StepNumber } from './step-number';

/** The landing page's short form of the email-setup guide; `/email-setup` has the whole of it. */
export function EmailSetupSection() {
  return (
    <Container as="section" id="email-setup" aria-labelledby="email-setup-heading" maxW="4xl" py="16">
      <Stack gap="3" mb="8">
        <Heading as="h2" id="email-setup-heading" fontSize={{ base: '2xl', md: '3xl' }}>
          {emailSetupIntro.title}
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          {emailSetupIntro.summary}
        </Text>
      </Stack>
      <Stack as="ol" gap="4" listStyleType="none" m="0" p="0">
        {emailSetupSteps.map((step, index) => (
          <HStack as="li" key={step.id} gap="4" align="flex-start">
            <StepNumber number={index + 1} />
            <Stack gap="0.5">
              <Heading as="h3" fontSize="md">
                {step.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {step.summary}
              </Text>
            </Stack>
          </HStack>
        ))}
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="8">
        <MailProviderButton />
        <Button asChild variant="outline">
          <RouterLink to={paths.emailSetup}>Read the full guide</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
