import { Button, Card, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import { themeHook } from '#shared/domain/portal-theme.ts';
import { FormField } from '#web/components/form-field.tsx';
import { InlineLinkButton } from '#web/components/inline-link-button.tsx';
import { AI_DISCLOSURE_NOTE } from '#web/features/portal/model/portal-text.ts';
import { CrisisSupportBox } from './crisis-support-box';
import { PortalSafetyText } from './portal-safety-ui';
import { PracticeAvatar } from './practice-avatar';

/**
 * The portal's first card: the logo, the welcome title, the practice's description and welcome,
 * and how the person would like to be addressed. 'Start Conversation' waits for a name. A returning
 * visitor finds the name they gave last time filled in, and can start afresh as someone else. The
 * crisis box shows here only when the practice panel (which holds it) is hidden: once per screen.
 */
export function WelcomeCard({
  practice,
  signInPath,
  onStart,
  returningName,
  onNotMe,
}: {
  practice: PublicPracticeProfile;
  /** The client sign-in of this portal. */
  signInPath: string;
  onStart: (name: string) => void;
  /** The name this browser gave in its last session here, when it has been here before. */
  returningName?: string | null;
  /** Forgets this browser's earlier sessions here ("Not you?"). */
  onNotMe?: () => void;
}) {
  const [name, setName] = useState('');
  // The name from last time fills an empty field; whatever the person typed stays.
  useEffect(() => {
    if (returningName) setName((typed) => typed || returningName);
  }, [returningName]);
  const trimmed = name.trim();
  function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (trimmed) onStart(trimmed);
  }
  return (
    <Card.Root variant="outline" layerStyle="raised" maxW="2xl" mx="auto" className={themeHook('mw-welcome')}>
      <Card.Body>
        <Stack gap="5">
          {practice.logoUrl && <PracticeAvatar practice={practice} image="logo" size="16" />}
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }}>
            {practice.welcomeTitle}
          </Heading>
          {practice.practiceDescription.trim() && (
            <Text color="fg.muted" whiteSpace="pre-wrap">
              {practice.practiceDescription}
            </Text>
          )}
          {practice.welcomeMessage.trim() && <Text whiteSpace="pre-wrap">{practice.welcomeMessage}</Text>}
          <PortalSafetyText fontSize="sm" data-testid="ai-disclosure-note">
            {AI_DISCLOSURE_NOTE}
          </PortalSafetyText>
          <form onSubmit={start} aria-label="Start a conversation">
            <Stack gap="4">
              <FormField label="How would you like me to address you?" required={false}>
                {(control) => (
                  <Input
                    {...control}
                    value={name}
                    onChange={(event) => setName(event.target.value)}
                    maxLength={40}
                    autoComplete="given-name"
                    placeholder="Your first name"
                  />
                )}
              </FormField>
              <Button type="submit" colorPalette="brand" disabled={!trimmed} alignSelf="start">
                Start Conversation
              </Button>
            </Stack>
          </form>
          {returningName && onNotMe && (
            <Text fontSize="sm" color="fg.muted" data-testid="returning-visitor">
              Welcome back, {returningName}. Not you?{' '}
              <InlineLinkButton
                onClick={() => {
                  setName('');
                  onNotMe();
                }}
              >
                Start as someone new
              </InlineLinkButton>
            </Text>
          )}
          {!practice.showPracticeInfo && <CrisisSupportBox practice={practice} />}
          <Text fontSize="sm" color="fg.muted">
            A client of this practice?{' '}
            <Link asChild color="fg" textDecoration="underline">
              <RouterLink to={signInPath}>Sign in to your account</RouterLink>
            </Link>
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
