import { Alert, Badge, Button, Input, Link, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { registerTherapistSchema } from '#shared/api/schemas/therapist.ts';
import { jurisdictionRuleFor, LICENSE_STATES } from '#shared/domain/jurisdictions.ts';
import { PRACTICE_PLANS, subdomainFromName, THERAPEUTIC_APPROACHES } from '#shared/domain/practice.ts';
import { PRACTICE_NAME_MAX_LENGTH } from '#shared/domain/practice-branding.ts';
import { paths } from '#web/app/paths.ts';
import { AuthPageLayout } from '#web/components/account/auth-page-layout.tsx';
import {
  ConsentFields,
  consentFormFields,
  consentFormInitialValues,
  consentGiven,
} from '#web/components/account/consent-fields.tsx';
import { EmailField, PasswordField } from '#web/components/account/credential-fields.tsx';
import { Disclaimer } from '#web/components/disclaimer.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { toaster } from '#web/components/ui/toaster.tsx';
import { registerTherapist, rememberTherapist } from '#web/features/therapist-auth/api/therapist-auth-api.ts';
import { errorMessage, serverFieldErrors } from '#web/lib/api-client.ts';
import { focusFirstInvalid } from '#web/lib/focus-first-invalid.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { SubdomainField } from './subdomain-field';

/** The pause between the welcome toast and the dashboard. */
export const THERAPIST_REGISTER_REDIRECT_MS = 2000;

/** The sign-up contract, with the two consent boxes as the form holds them. */
const therapistRegisterFormSchema = z.extend(registerTherapistSchema, consentFormFields);

/** `/therapist-register`: a practice, its subdomain and a 14-day trial, in one form. */
export default function TherapistRegisterPage() {
  useDocumentTitle('Create your practice');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const referralCode = searchParams.get('ref')?.trim() ?? '';
  const form = useSchemaForm(therapistRegisterFormSchema, {
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
  });
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const rule = jurisdictionRuleFor(form.values.licenseState);
  const trial = PRACTICE_PLANS.trial;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate();
    if (!input) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setSubmitting(true);
    try {
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
    } catch (error) {
      form.showServerErrors(serverFieldErrors(error));
      focusFirstInvalid(formRef.current);
      toaster.create({
        type: 'error',
        title: 'Registration failed',
        description: errorMessage(error, 'Please check your information and try again.'),
      });
      setSubmitting(false);
    }
  }

  const text = (
    field: 'firstName' | 'lastName' | 'practiceName' | 'licenseNumber' | 'practiceWebsite',
    label: string,
    extra = {},
    hint?: string,
  ) => (
    <FormField
      label={label}
      error={form.errors[field]}
      required={field === 'firstName' || field === 'lastName'}
      hint={hint}
    >
      {(control) => (
        <Input
          {...control}
          {...extra}
          name={field}
          value={form.values[field]}
          onChange={(event) => form.setValue(field, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <AuthPageLayout
      title="Create your practice"
      subtitle={`Give your clients a branded AI companion between sessions. ${trial.days}-day free trial, up to ${trial.clientLimit} clients, no card needed.`}
      footer={
        <Text color="fg.muted">
          Already have a practice?{' '}
          <Link asChild color="brand.fg" fontWeight="medium" textDecoration="underline">
            <RouterLink to={paths.therapistLogin}>Sign in</RouterLink>
          </Link>
        </Text>
      }
    >
      <Stack gap="6">
        {referralCode && (
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
        )}
        <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Create your practice">
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              {text('firstName', 'First name', { autoComplete: 'given-name' })}
              {text('lastName', 'Last name', { autoComplete: 'family-name' })}
            </SimpleGrid>
            {text(
              'practiceName',
              'Practice name (optional)',
              { autoComplete: 'organization', maxLength: PRACTICE_NAME_MAX_LENGTH },
              `How your clients will see your practice named, for example "Harbor Counseling". Left empty, it is "${
                form.values.firstName.trim() && form.values.lastName.trim()
                  ? `${form.values.firstName.trim()} ${form.values.lastName.trim()}'s Practice`
                  : "your name's Practice"
              }".`,
            )}
            <EmailField
              value={form.values.email}
              error={form.errors.email}
              onChange={(v) => form.setValue('email', v)}
            />
            <PasswordField
              label="Password"
              name="password"
              autoComplete="new-password"
              hint="Minimum 8 characters"
              value={form.values.password}
              error={form.errors.password}
              onChange={(value) => form.setValue('password', value)}
            />
            <SubdomainField
              value={form.values.subdomain}
              error={form.errors.subdomain}
              onChange={(value) => {
                form.clearError('subdomain');
                form.setValue('subdomain', value);
              }}
              onCheckedError={(message) => form.showServerErrors({ subdomain: message })}
              proposal={subdomainFromName(form.values.firstName, form.values.lastName)}
            />
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              {text('licenseNumber', 'Licence number (optional)')}
              <FormField label="Licence state (optional)" error={form.errors.licenseState} required={false}>
                {(control) => (
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      {...control}
                      name="licenseState"
                      value={form.values.licenseState}
                      onChange={(event) => form.setValue('licenseState', event.currentTarget.value)}
                    >
                      <option value="">Choose a state</option>
                      {LICENSE_STATES.map((state) => (
                        <option key={state.code} value={state.code}>
                          {state.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                )}
              </FormField>
            </SimpleGrid>
            {rule && !rule.aiChatAllowed && (
              <Alert.Root status="info" borderRadius="lg" data-testid="jurisdiction-notice">
                <Alert.Indicator />
                <Alert.Content gap="1">
                  <Alert.Title>Clients in {rule.stateName} get a private journal</Alert.Title>
                  <Alert.Description color="fg">{rule.explanation}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            {text('practiceWebsite', 'Practice website (optional)', { type: 'url', placeholder: 'https://' })}
            <FormField label="Therapeutic approach" error={form.errors.therapeuticApproach}>
              {(control) => (
                <NativeSelect.Root>
                  <NativeSelect.Field
                    {...control}
                    name="therapeuticApproach"
                    value={form.values.therapeuticApproach}
                    onChange={(event) => form.setValue('therapeuticApproach', event.currentTarget.value)}
                  >
                    {THERAPEUTIC_APPROACHES.map((approach) => (
                      <option key={approach} value={approach}>
                        {approach}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            </FormField>
            <Disclaimer compact />
            <ConsentFields values={form.values} errors={form.errors} onChange={form.setValue} />
            <Button type="submit" size="lg" loading={submitting} loadingText="Creating your practice…">
              Create Practice
            </Button>
          </Stack>
        </form>
      </Stack>
    </AuthPageLayout>
  );
}
