import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { CONTACT_EMAIL } from '#web/components/site-footer.tsx';
import { LegalPageLayout, LegalSection, Points } from './legal-page-layout';
import { WhatWeStoreSection, WhoReadsSection } from './privacy-sections';

export const PRIVACY_TITLE = 'Privacy notice';

/**
 * `/privacy`, public: what Mirrorwell stores, for how long, who can read it, deletion and export,
 * the model provider, and contact. Each statement describes what the code does (the accounts core,
 * the chat turn, the portal, billing, the rate limits); change this page with the code it describes.
 */
export default function PrivacyPage() {
  return (
    <LegalPageLayout
      title={PRIVACY_TITLE}
      introduction={
        <>
          Mirrorwell is a place to reflect with an AI guide, and a platform on which therapists give their
          clients a branded AI companion. What you write here can be personal, so this page says plainly what
          we keep, for how long, who can read it, and how to take it with you or delete it.
        </>
      }
    >
      <WhatWeStoreSection />

      <LegalSection id="retention" title="How long we keep it">
        <Points
          items={[
            'Your account, conversations and memory: until you delete them. Deleting a conversation removes it; deleting your account removes every item that belongs to it, at once.',
            'Sessions: a sign-in lasts 30 days. Signing out ends it on our server at once, and a password reset ends every session of the account.',
            'Password reset links work once, for 1 hour. A therapist’s invitation to a client works for 14 days.',
            'A guest conversation (Mirror without an account, up to 10 messages) is kept only in your browser tab’s session storage: we store none of it. Closing the tab forgets it; signing up keeps it in your new account.',
            'On a practice’s portal, your browser remembers the ids of your earlier visits so you are greeted as a returning visitor; “Not you?” makes it forget them.',
            'Enquiries sent from the enterprise page: 365 days.',
          ]}
        />
      </LegalSection>

      <WhoReadsSection />

      <LegalSection id="model" title="The AI that answers">
        <Text>
          When this deployment has an OpenAI-compatible model configured (OpenAI, Azure OpenAI or a
          self-hosted server), each reply is written by that provider&apos;s model. What we send it is
          bounded: our safety policy, the guide&apos;s or therapist&apos;s persona, the guide&apos;s memory
          notes about you, and as many of the most recent messages as fit a fixed budget; the model may also
          be asked for a second reading of a message our screen found possibly risky. The provider&apos;s own
          terms govern what it keeps. With no model configured, a built-in offline guide answers and nothing
          you write leaves our service. The chat says which engine is answering. Either way, the safety screen
          runs on our side before any model is called.
        </Text>
      </LegalSection>

      <LegalSection id="your-choices" title="Export and deletion">
        <Points
          items={[
            'Members can export all their data, as JSON and as a readable Markdown journal, and delete their account from account settings; deletion asks for the password again, and a running Pro subscription is cancelled at Stripe first so you are never charged again.',
            'Clients can export their conversations and delete their account from the portal, with the password again.',
            `Therapists who want their practice deleted can write to ${CONTACT_EMAIL}.`,
            'Members can clear what each guide remembers, and delete single conversations, at any time.',
          ]}
        />
      </LegalSection>

      <LegalSection id="no-sale" title="No sale of data">
        <Text>
          We do not sell or rent your personal data, we do not use it for advertising, and we do not share it
          with anyone except the services that run Mirrorwell for us: Amazon Web Services (hosting, storage
          and mail), Stripe (payments) and, when configured, the model provider above.
        </Text>
      </LegalSection>

      <LegalSection id="contact" title="Contact">
        <Text>
          Questions, or a request about your data:{' '}
          <Link href={`mailto:${CONTACT_EMAIL}`} color="brand.fg" textDecoration="underline">
            {CONTACT_EMAIL}
          </Link>
          . See also the{' '}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={paths.terms}>Terms</RouterLink>
          </Link>{' '}
          and{' '}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={paths.safety}>how we keep you safe</RouterLink>
          </Link>
          .
        </Text>
      </LegalSection>
    </LegalPageLayout>
  );
}
