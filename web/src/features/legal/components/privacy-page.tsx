import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MINIMUM_AGE } from '#shared/domain/legal.ts';
import { paths } from '#web/app/paths.ts';
import { CONTACT_EMAIL } from '#web/components/site-footer.tsx';
import { LegalPageLayout, LegalSection, Points } from './legal-page-layout';

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
      <LegalSection id="stored" title="What we store">
        <Points
          items={[
            <>
              <b>Your account</b>: your email address, first and last name, and your password as a bcrypt hash
              (never the password itself). For members, your plan and any coupon redeemed; for therapists, the
              practice you set up (subdomain, licence number and state if given, branding, AI configuration,
              clients, referrals); for clients, the practice you belong to. We also record when you agreed to
              the Terms and this notice, which version, and that you confirmed you are {MINIMUM_AGE} or over.
            </>,
            <>
              <b>Conversations</b>: each conversation&apos;s title and messages, which guide answered, and the
              grade our safety screen gave each message.
            </>,
            <>
              <b>Memory</b>: each guide keeps its own short notes about you (themes, recurring patterns and a
              summary of your journey), updated as you talk. You can read and clear them per guide.
            </>,
            <>
              <b>Safety events</b>: for a therapist&apos;s client, a conversation the screen judged at risk is
              flagged for the therapist with the risk level and the reason, not the text. Separately, we count
              notes, check-ins and crisis replies by month, grade and audience. Those counters hold no
              identifier of anyone; they feed the yearly report California&apos;s SB 243 asks of operators.
            </>,
            <>
              <b>Counters</b>: how many conversations you started this month, and the fair-use counts of
              messages per minute and per day.
            </>,
            <>
              <b>Payments</b> go through Stripe Checkout, a page hosted by Stripe: your card details go to
              Stripe, never to us. We keep the Stripe customer and subscription ids that tie a payment to your
              account, and each Stripe event id for 90 days so it is processed only once.
            </>,
            <>
              <b>Your network address</b> is counted against abuse limits (sign-ups, sign-ins, reset requests,
              guest messages), an IPv6 address by its /64. Each count deletes itself when its window (an hour
              or a day) is over. Your country, as our content network reports it, chooses which crisis lines
              you are shown.
            </>,
            <>
              <b>Product analytics</b> are off unless this deployment turns them on. Even then an event
              carries only a page&apos;s route or a closed set of values, never what you wrote, your email,
              your name or a conversation&apos;s id, and nothing is sent while your browser asks not to be
              tracked.
            </>,
          ]}
        />
      </LegalSection>

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

      <LegalSection id="who-reads" title="Who can read what">
        <Points
          items={[
            <>
              <b>Members</b>: your conversations, memory and insights are yours. No therapist, client or other
              member can read them.
            </>,
            <>
              <b>Clients of a therapist</b>: your therapist sees session metrics (how many sessions, how long,
              their dates, the ratings you give) and safety flags (the risk level and reason), never the text
              of a conversation, unless you choose “Share with my therapist” for that conversation. You can
              stop sharing at any time. For reflection prompts your therapist sees that a prompt was done, not
              what you wrote, unless you share it; a pre-session summary is shared only if you send it, and
              you can withdraw it.
            </>,
            <>
              <b>Visitors on a practice&apos;s portal</b> without an account: the conversation, under the
              first name you give, belongs to that practice and counts in its metrics.
            </>,
            <>
              <b>Therapists</b>: what you put on your portal (your name, practice description, contact
              details, branding) is public to anyone who opens it.
            </>,
          ]}
        />
      </LegalSection>

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
