import { Box, Button, Heading, HStack, Link, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { ExternalLink, LifeBuoy, Phone } from 'lucide-react';
import { bareAddress, type CrisisResources, callHref, howToReach } from '#shared/domain/crisis-resources.ts';
import { HelplineCallAndTextButtons } from '#web/components/helpline-buttons.tsx';
import {
  countryLines,
  elsewhereLines,
  emergencyNumberGroups,
  headingOf,
  REGION_NAMES,
} from '#web/features/safety/model/crisis-lines.ts';

function ExternalSite({ url }: { url: string }) {
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" color="brand.fg" textDecoration="underline">
      {bareAddress(url)}
      <ExternalLink size={14} aria-hidden="true" />
    </Link>
  );
}

/** One country's crisis line, from the table in shared/domain/crisis-resources.ts. */
function CountryLine({ resources }: { resources: CrisisResources }) {
  const { helpline } = resources;
  const headingId = `help-now-${resources.region.toLowerCase()}`;
  return (
    <Stack as="li" gap="2" aria-labelledby={headingId} data-region={resources.region}>
      <Heading as="h3" id={headingId} fontSize="md">
        {headingOf(resources)}
      </Heading>
      <Text>
        {helpline.name}: {howToReach(helpline)}, or go to <ExternalSite url={helpline.url} />
      </Text>
      <Wrap gap="2">
        <HelplineCallAndTextButtons helpline={helpline} />
      </Wrap>
    </Stack>
  );
}

/**
 * The crisis services, first on the page: a person in trouble needs nothing else from it. Every
 * country's lines are listed, as the chat shows them to a person from that country.
 */
export function HelpNowSection() {
  const { directory, eu } = elsewhereLines();
  return (
    <Box
      as="section"
      aria-labelledby="help-now-heading"
      layerStyle="lifeline"
      px={{ base: '4', md: '6' }}
      py={{ base: '4', md: '5' }}
      data-testid="help-now"
    >
      <Stack gap="4">
        <HStack gap="2.5" color="brand.fg">
          <LifeBuoy size={24} aria-hidden="true" />
          <Heading as="h2" id="help-now-heading" fontSize={{ base: 'xl', md: '2xl' }} color="fg">
            If you need help now
          </Heading>
        </HStack>
        <Text>
          You do not need to read the rest of this page first. These lines are free and confidential, people
          answer day and night, and they help people who are worried about someone else too.
        </Text>

        <SimpleGrid as="ul" aria-label="Crisis lines by country" columns={{ base: 1, md: 2 }} gap="5">
          {countryLines().map((resources) => (
            <CountryLine key={resources.region} resources={resources} />
          ))}
          <Stack as="li" gap="2" aria-labelledby="help-now-elsewhere" data-region={directory.region}>
            <Heading as="h3" id="help-now-elsewhere" fontSize="md">
              Anywhere else
            </Heading>
            <Text>
              {directory.helpline.name} lists free, confidential helplines in many countries:{' '}
              <ExternalSite url={directory.helpline.url} />. In an emergency, call {eu.emergency.label}.
            </Text>
          </Stack>
        </SimpleGrid>

        <Stack gap="2">
          <Heading as="h3" fontSize="md">
            If you or someone else is in immediate danger
          </Heading>
          <Text>Call your local emergency number now.</Text>
          <Wrap gap="2" as="ul" aria-label="Emergency numbers">
            {emergencyNumberGroups().map((group) => (
              <li key={group.number}>
                <Button asChild size="sm" variant="outline" bg="bg.panel">
                  <a href={callHref(group.number)}>
                    <Phone aria-hidden="true" />
                    Call {group.number} (
                    {group.regions.map((region) => REGION_NAMES[region].short).join(', ')})
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
