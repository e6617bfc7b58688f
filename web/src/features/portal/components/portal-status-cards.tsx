import { Button, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import type { PortalPaths } from '#web/features/portal/model/portal-paths.ts';
import { therapistNameOf } from '#web/features/portal/model/portal-text.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { CrisisSupportBox } from './crisis-support-box';
import { PortalNotices } from './portal-notices';

interface PortalNoticePageProps {
  heading: string;
  /** The browser tab's title: the heading unless it says otherwise. */
  documentTitle?: string;
  /** Under the heading, in muted words. */
  message: ReactNode;
  testId?: string;
  /** What the person can do, under the message. */
  children?: ReactNode;
}

/** A page that only says why the portal cannot show itself: one card in the middle of the screen. */
export function PortalNoticePage({
  heading,
  documentTitle = heading,
  message,
  testId,
  children,
}: PortalNoticePageProps) {
  useDocumentTitle(documentTitle);
  return (
    <Stack as="main" minH="100dvh" align="center" justify="center" px="4">
      <Card.Root variant="outline" maxW="md" w="full" borderRadius="2xl" data-testid={testId}>
        <Card.Body>
          <Stack gap="3">
            <Heading as="h1" fontSize="2xl">
              {heading}
            </Heading>
            <Text color="fg.muted">{message}</Text>
            {children}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

/** The spec's card for a subdomain that has no practice. */
export function TherapistNotFound() {
  return (
    <PortalNoticePage
      heading="Therapist Not Found"
      message="The therapist profile for this subdomain could not be found."
      testId="therapist-not-found"
    />
  );
}

/** The profile could not be loaded at all (offline, or the service failing): try again. */
export function PortalUnavailable() {
  return (
    <PortalNoticePage
      heading="We couldn’t load this portal"
      documentTitle="Portal unavailable"
      message="Please check your connection and try again."
    >
      <Button alignSelf="start" colorPalette="brand" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </PortalNoticePage>
  );
}

/**
 * A practice whose state forbids AI chat with its clients (Illinois, Nevada): its portal offers a
 * private between-session journal to its clients instead, behind their account.
 */
export function JournalInvitation({
  practice,
  paths,
}: {
  practice: PublicPracticeProfile;
  paths: PortalPaths;
}) {
  useDocumentTitle(practice.welcomeTitle);
  return (
    <Card.Root variant="outline" bg="bg.panel" borderRadius="2xl" maxW="2xl" mx="auto" boxShadow="lg">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }}>
            {practice.welcomeTitle}
          </Heading>
          {practice.welcomeMessage.trim() && <Text whiteSpace="pre-wrap">{practice.welcomeMessage}</Text>}
          <Text data-testid="journal-invitation">
            {therapistNameOf(practice)}’s clients keep a private between-session journal here. Entries are
            screened for safety, are yours to share with {practice.firstName} if you choose, and are never
            answered by an AI.
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button asChild colorPalette="brand">
              <RouterLink to={paths.login}>Sign in to your journal</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={paths.register}>Create an account</RouterLink>
            </Button>
          </Stack>
          <CrisisSupportBox practice={practice} />
          <PortalNotices practice={practice} />
          <Text fontSize="sm" color="fg.muted">
            Questions about the journal?{' '}
            {practice.contactEmail ? (
              <Link href={`mailto:${practice.contactEmail}`} textDecoration="underline" color="fg">
                Write to the practice
              </Link>
            ) : (
              'Ask your therapist at your next session.'
            )}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
