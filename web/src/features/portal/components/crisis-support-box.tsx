import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { LifeBuoy } from 'lucide-react';
import { useId } from 'react';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import { howToReach, quietLineOf } from '#shared/domain/crisis-resources.ts';
import { shownResources } from '#web/components/safety-resources-line.tsx';
import { therapistNameOf } from '#web/features/portal/model/portal-text.ts';
import { portalSafetyUi } from './portal-safety-ui';

/**
 * The practice's crisis support box, shown when showEmergencyInfo is on and it has instructions:
 * first the crisis lines of the visitor's country and their emergency number, then the practice's
 * own instructions, labelled as theirs.
 */
export function CrisisSupportBox({ practice }: { practice: PublicPracticeProfile }) {
  const headingId = useId();
  if (!practice.showEmergencyInfo || !practice.emergencyInstructions.trim()) return null;
  const resources = shownResources(practice.crisisResources);
  const { helpline } = resources;
  const line = quietLineOf(resources);
  const external = !line.link.href.startsWith('tel:');
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      data-testid="crisis-support-box"
      data-region={resources.region}
      {...portalSafetyUi}
      borderWidth="1px"
      borderColor="red.muted"
      bg="red.subtle"
      borderRadius="xl"
      p="4"
    >
      <Stack gap="2">
        <Heading as="h2" id={headingId} fontSize="sm" display="flex" gap="2" alignItems="center">
          <LifeBuoy size={16} aria-hidden="true" /> Crisis support
        </Heading>
        <Text fontSize="sm">
          {helpline.call
            ? `${helpline.name}: ${howToReach(helpline).replace(helpline.call, '').trim()}`
            : line.words}{' '}
          <Link
            href={line.link.href}
            textDecoration="underline"
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {line.link.text}
          </Link>
          {helpline.call ? ', any time. ' : '. '}
          In an emergency, call {resources.emergency.label}.
        </Text>
        <Text fontSize="sm" fontWeight="semibold">
          From {therapistNameOf(practice)}:
        </Text>
        <Text fontSize="sm" whiteSpace="pre-wrap" data-testid="practice-emergency-instructions">
          {practice.emergencyInstructions}
        </Text>
      </Stack>
    </Box>
  );
}
