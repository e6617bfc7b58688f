import { Box, Button, Heading, HStack, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { ExternalLink, LifeBuoy, MessageSquareText, Phone } from 'lucide-react';
import { CRISIS_RESOURCES, callHref, textHref } from '#shared/domain/crisis-resources.ts';

const { suicideAndCrisisLifeline: lifeline, internationalDirectory: directory } = CRISIS_RESOURCES;

/** A web address as people say it: "988lifeline.org". */
function bareAddress(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/** The crisis services, first on the page: a person in trouble needs nothing else from it. */
export function HelpNowSection() {
  return (
    <Box
      as="section"
      aria-labelledby="help-now-heading"
      borderWidth="2px"
      borderColor="brand.solid"
      bg="brand.subtle"
      borderRadius="2xl"
      px={{ base: '4', md: '6' }}
      py={{ base: '4', md: '5' }}
      data-testid="help-now"
    >
      <Stack gap="4">
        <HStack gap="2.5" color="brand.fg">
          <LifeBuoy size={24} aria-hidden="true" />
          <Heading
            as="h2"
            id="help-now-heading"
            fontFamily="heading"
            fontSize={{ base: 'xl', md: '2xl' }}
            fontWeight="semibold"
            color="fg"
          >
            If you need help now
          </Heading>
        </HStack>
        <Text>
          You do not need to read the rest of this page first. People are ready to help, day and night.
        </Text>

        <Stack gap="2">
          <Heading as="h3" fontSize="md" fontWeight="semibold">
            {lifeline.name} ({lifeline.region})
          </Heading>
          <Text>
            Call or text {lifeline.call}, or chat online at{' '}
            <Link
              href={lifeline.chatUrl}
              target="_blank"
              rel="noopener noreferrer"
              color="brand.fg"
              textDecoration="underline"
            >
              {bareAddress(lifeline.chatUrl)}
            </Link>
            . It is free, confidential and open day and night, and it helps people who are worried about
            someone else too.
          </Text>
          <Wrap gap="2">
            <Button asChild size="sm">
              <a href={callHref(lifeline.call)}>
                <Phone aria-hidden="true" />
                Call {lifeline.call}
              </a>
            </Button>
            <Button asChild size="sm" variant="outline" bg="bg.panel">
              <a href={textHref(lifeline.text)}>
                <MessageSquareText aria-hidden="true" />
                Text {lifeline.text}
              </a>
            </Button>
          </Wrap>
        </Stack>

        <Stack gap="2">
          <Heading as="h3" fontSize="md" fontWeight="semibold">
            Outside the US
          </Heading>
          <Text>
            {directory.name} lists {directory.description}:{' '}
            <Link
              href={directory.url}
              target="_blank"
              rel="noopener noreferrer"
              color="brand.fg"
              textDecoration="underline"
            >
              {bareAddress(directory.url)}
              <ExternalLink size={14} aria-hidden="true" />
            </Link>
          </Text>
        </Stack>

        <Stack gap="2">
          <Heading as="h3" fontSize="md" fontWeight="semibold">
            If you or someone else is in immediate danger
          </Heading>
          <Text>Call your local emergency number now.</Text>
          <Wrap gap="2" as="ul" aria-label="Emergency numbers">
            {CRISIS_RESOURCES.emergencyNumbers.map((emergency) => (
              <li key={emergency.region}>
                <Button asChild size="sm" variant="outline" bg="bg.panel">
                  <a href={callHref(emergency.number)}>
                    <Phone aria-hidden="true" />
                    Call {emergency.number} ({emergency.region})
                  </a>
                </Button>
              </li>
            ))}
          </Wrap>
        </Stack>
      </Stack>
    </Box>
  );
}
