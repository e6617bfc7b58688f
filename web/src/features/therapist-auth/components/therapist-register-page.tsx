import { Badge } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { registerTherapistSchema } from '#shared/api/schemas/therapist.ts';
import { PRACTICE_PLANS } from '#shared/domain/practice.ts';
import { paths } from '#web/app/paths.ts';
import {
  consentFormFields,
  consentFormInitialValues,
  consentGiven,
} from '#web/components/account/consent-fields.tsx';
import { OtherFormLink } from '#web/components/account/other-form-link.tsx';
import { SignUpScreen } from '#web/components/account/sign-up-screen.tsx';
import { useAccountForm } from '#web/components/account/use-account-form.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import { registerTherapist, rememberTherapist } from '#web/features/therapist-auth/api/therapist-auth-api.ts';
import { PracticeDetailsFields, PracticeNameField } from './practice-fields';

/** The pause between the welcome toast and the dashboard. */
export const THERAPIST_REGISTER_REDIRECT_MS = 2000;

/** The sign-up contract, with the two consent boxes as the form holds them. */
const therapistRegisterFormSchema = z.extend(registerTherapistSchema, consentFormFields);

/** `/therapist-register`: a practice, its subdomain and a 14-day trial, in one form. */
export default function TherapistRegisterPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const referralCode = searchParams.get('ref')?.trim() ?? '';
  const trial = PRACTICE_PLANS.trial;
  const account = useAccountForm(
    therapistRegisterFormSchema,
    {
      firstName: '',
      lastName: '',
      practiceName: '',
      email: '',
      password: '',
      licenseNumber: '',
      licenseState: '',
      subdomain: '',
      practiceWebsite: '',
      therapeuticApproach: 'CBT',
      referralCode,
      ...consentFormInitialValues,
    },
    {
      failure: { title: 'Registration failed', fallback: 'Please check your information and try again.' },
      focusServerErrors: true,
      submit: async (input) => {
        const therapist = await registerTherapist({ ...input, ...consentGiven });
        toaster.create({
          type: 'success',
          title: 'Welcome to Mirrorwell!',
          description: `Your ${trial.days}-day free trial with up to ${trial.clientLimit} clients has started, ${therapist.firstName}.`,
        });
        window.setTimeout(async () => {
          await rememberTherapist(therapist);
          navigate(paths.therapistDashboard, { replace: true });
        }, THERAPIST_REGISTER_REDIRECT_MS);
        return undefined;
      },
    },
  );

  return (
    <SignUpScreen
      documentTitle="Create your practice"
      title="Create your practice"
      subtitle={`Give your clients a branded AI companion between sessions. ${trial.days}-day free trial, up to ${trial.clientLimit} clients, no card needed.`}
      formLabel="Create your practice"
      footer={<OtherFormLink question="Already have a practice?" label="Sign in" to={paths.therapistLogin} />}
      account={account}
      notes={
        referralCode && (
          <Badge
            colorPalette="brand"
            variant="subtle"
            alignSelf="flex-start"
            borderRadius="full"
            px="3"
            py="1"
          >
            You were invited by a colleague (code {referralCode.toUpperCase()})
          </Badge>
        )
      }
      afterNames={<PracticeNameField form={account.form} />}
      afterPassword={<PracticeDetailsFields form={account.form} />}
      submitLabel="Create Practice"
      submittingLabel="Creating your practice…"
    />
  );
}
