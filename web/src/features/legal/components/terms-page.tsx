import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { BILLING_PRODUCTS } from '#shared/domain/billing.ts';
import { MINIMUM_AGE } from '#shared/domain/legal.ts';
import { PRACTICE_PLANS } from '#shared/domain/practice.ts';
import { paths } from '#web/app/paths.ts';
import { DISCLAIMER_TEXT } from '#web/components/disclaimer.tsx';
import { CONTACT_EMAIL } from '#web/components/site-footer.tsx';
import { LegalPageLayout, LegalSection, Points } from './legal-page-layout';

export const TERMS_TITLE = 'Terms of use';

/** `/terms`, public: what the service is and is not, who may use it, plans, fair use, ending an account. */
export default function TermsPage() {
  const { pro, lifetime, practice } = BILLING_PRODUCTS;
  const trial = PRACTICE_PLANS.trial;
  return (
    <LegalPageLayout
      title={TERMS_TITLE}
      introduction="These terms apply to everyone who uses Mirrorwell: members, therapists and their clients, and visitors. By creating an account you agree to them and to the Privacy notice."
    >
      <LegalSection id="what-it-is" title="What Mirrorwell is, and is not">
        <Text>{DISCLAIMER_TEXT}</Text>
        <Text>
          Replies come from an AI, never from a person, and the chat says so. If you are in danger or thinking
          of ending your life, contact emergency services or a crisis line now;{' '}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={paths.safety}>how we keep you safe</RouterLink>
          </Link>{' '}
          lists them and explains what our safety screen does.
        </Text>
      </LegalSection>

      <LegalSection id="who" title="Who may use it">
        <Points
          items={[
            `You must be ${MINIMUM_AGE} or over to create an account of any kind.`,
            'Keep your password to yourself; you are responsible for what is done with your account.',
            'A client account belongs to one therapist’s practice. A therapist is responsible for their practice: the clients they invite, the instructions and texts they give their assistant, and whether the law of their licence state lets their clients talk with an AI (where it does not, clients get a private journal instead).',
            'Instructions a therapist writes never switch off the safety screen or the crisis resources.',
          ]}
        />
      </LegalSection>

      <LegalSection id="plans" title="Plans and payments">
        <Points
          items={[
            'Freemium is free: Mirror mode and 20 new conversations a month.',
            `${pro.label}: $${pro.amountUsd} a month, every guide, unlimited conversations; cancel at any time in the billing portal.`,
            `${lifetime.label}: $${lifetime.amountUsd} once, every guide, unlimited conversations.`,
            `Therapists: a ${trial.days}-day free trial with up to ${trial.clientLimit} clients, then the ${practice.label} at $${practice.amountUsd} a month for up to ${PRACTICE_PLANS.professional.clientLimit} clients. Portals keep working for clients after a trial ends.`,
            'Payments are taken by Stripe; a plan changes only once Stripe confirms the payment.',
          ]}
        />
      </LegalSection>

      <LegalSection id="fair-use" title="Fair use">
        <Text>
          Everyone may send up to 20 messages a minute and 300 a day; beyond that we ask you to wait, and say
          until when. Do not use Mirrorwell to harm others, to break the law, or to overload or probe the
          service.
        </Text>
      </LegalSection>

      <LegalSection id="your-content" title="Your words">
        <Text>
          What you write stays yours. We use it only to run the service for you, as the{' '}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={paths.privacy}>Privacy notice</RouterLink>
          </Link>{' '}
          describes, and we never sell it.
        </Text>
      </LegalSection>

      <LegalSection id="ending" title="Ending your account">
        <Text>
          Members and clients can delete their account at any time; everything that belongs to it is deleted
          at once, and a running subscription is cancelled. We may suspend an account that breaks these terms.
        </Text>
      </LegalSection>

      <LegalSection id="changes" title="Changes and contact">
        <Text>
          When these terms change, the version at the top changes, and each account records the version it
          agreed to. Questions:{' '}
          <Link href={`mailto:${CONTACT_EMAIL}`} color="brand.fg" textDecoration="underline">
            {CONTACT_EMAIL}
          </Link>
          .
        </Text>
      </LegalSection>
    </LegalPageLayout>
  );
}
