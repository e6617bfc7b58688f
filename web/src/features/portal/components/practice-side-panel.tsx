import { Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import { themeHook } from '#shared/domain/portal-theme.ts';
import { telHref, therapistNameOf } from '#web/features/portal/model/portal-text.ts';
import { CrisisSupportBox } from './crisis-support-box';
import { PortalNotices } from './portal-notices';
import { PracticeAvatar } from './practice-avatar';

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack as="li" gap="2" align="start" fontSize="sm">
      <span aria-hidden="true">{icon}</span>
      <span>{children}</span>
    </HStack>
  );
}

/**
 * The practice beside the chat, only when showPracticeInfo is on: the therapist (photo or initials,
 * if showTherapistPhoto), the description, each contact detail only if present, the crisis box,
 * the disclaimers and the privacy and AI notices. `extra` adds the session's own panels.
 */
export function PracticeSidePanel({
  practice,
  extra,
}: {
  practice: PublicPracticeProfile;
  extra?: ReactNode;
}) {
  if (!practice.showPracticeInfo) return null;
  const hasContact = practice.contactEmail || practice.contactPhone || practice.officeAddress;
  return (
    <SidePanelCard label="About the practice">
      <Stack gap="4">
        <Heading as="h2" fontSize="md">
          Your Therapist
        </Heading>
        <HStack gap="3">
          {practice.showTherapistPhoto && <PracticeAvatar practice={practice} image="photo" size="14" />}
          <Stack gap="0">
            <Text fontWeight="semibold">{therapistNameOf(practice)}</Text>
            <Text fontSize="sm" color="fg.muted">
              {practice.therapeuticApproach} · AI style: {practice.aiPersonality}
            </Text>
          </Stack>
        </HStack>
        {practice.practiceDescription.trim() && (
          <Text fontSize="sm" whiteSpace="pre-wrap">
            {practice.practiceDescription}
          </Text>
        )}
        {hasContact && (
          <Stack as="ul" listStyleType="none" gap="1.5" data-testid="practice-contact">
            {practice.contactEmail && (
              <ContactLine icon={<Mail size={14} />}>
                <Link href={`mailto:${practice.contactEmail}`} color="fg" textDecoration="underline">
                  {practice.contactEmail}
                </Link>
              </ContactLine>
            )}
            {practice.contactPhone && (
              <ContactLine icon={<Phone size={14} />}>
                <Link href={telHref(practice.contactPhone)} color="fg" textDecoration="underline">
                  {practice.contactPhone}
                </Link>
              </ContactLine>
            )}
            {practice.officeAddress && (
              <ContactLine icon={<MapPin size={14} />}>{practice.officeAddress}</ContactLine>
            )}
          </Stack>
        )}
        {extra}
        <CrisisSupportBox practice={practice} />
        <PortalNotices practice={practice} />
      </Stack>
    </SidePanelCard>
  );
}

/** The card beside the chat (or the journal), themeable by the practice as its side panel. */
export function SidePanelCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card.Root
      as="aside"
      aria-label={label}
      variant="outline"
      bg="bg.panel"
      borderRadius="2xl"
      className={themeHook('mw-side-panel')}
    >
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
