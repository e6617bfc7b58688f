import { Box, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { LifeBuoy } from 'lucide-react';
import {
  CRISIS_RESOURCES_BY_REGION,
  type CrisisRegion,
  type CrisisResources,
  quietLineOf,
} from '#shared/domain/crisis-resources.ts';
import { SafetyPageLink } from '#web/components/safety-page-link.tsx';
import { safetyUiRoot } from '#web/components/safety-ui.ts';

/** What a reply carries of the lines the server chose: their region ('GB', 'international' ...). */
export interface ResourcesOfReply {
  region: string;
}

/**
 * The lines to show for what the server sent. Only the region is read: the numbers and addresses
 * come from the app's own table, so a stored or altered message can never put another link here.
 * Without a known region: the international directory.
 */
export function shownResources(resources: ResourcesOfReply | undefined): CrisisResources {
  const region = resources?.region;
  return region && Object.hasOwn(CRISIS_RESOURCES_BY_REGION, region)
    ? CRISIS_RESOURCES_BY_REGION[region as CrisisRegion]
    : CRISIS_RESOURCES_BY_REGION.international;
}

/**
 * The quiet line beside a guide's reply when the safety screen graded the message a note (possible
 * risk): "Support is here any time: call or text 988 · How we keep you safe". Small and calm, beside
 * the reply and never inside its words; the number dials on a phone. The same line in every chat
 * (member, guest, portal, therapy), outside any practice's own styles.
 */
export function SafetyResourcesLine({ resources }: { resources: ResourcesOfReply | undefined }) {
  const line = quietLineOf(shownResources(resources));
  const external = !line.link.href.startsWith('tel:');
  return (
    <Box
      as="aside"
      aria-label="Support"
      data-testid="safety-resources-line"
      data-region={shownResources(resources).region}
      {...safetyUiRoot}
      display="flex"
      alignItems="baseline"
      flexWrap="wrap"
      columnGap="1.5"
      rowGap="0.5"
      maxW="40rem"
      ps="1"
      fontSize="sm"
      lineHeight="1.5"
      color="fg.muted"
    >
      <Box as="span" alignSelf="center" color="brand.fg" display="inline-flex">
        <LifeBuoy size={14} aria-hidden="true" />
      </Box>
      <Text as="span">
        {line.words}{' '}
        <Link
          href={line.link.href}
          color="brand.fg"
          fontWeight="semibold"
          textDecoration="underline"
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {line.link.text}
          {external && <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
        </Link>
      </Text>
      <Text as="span" aria-hidden="true">
        ·
      </Text>
      <SafetyPageLink newTab color="brand.fg" display="inline-flex" alignItems="center" gap="1" />
    </Box>
  );
}
