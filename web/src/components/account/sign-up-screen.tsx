import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { Disclaimer } from '#web/components/disclaimer.tsx';
import { TextInputField } from '#web/components/text-input-field.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { type AccountLook, submitPalette } from './account-look';
import { AuthPageLayout, type AuthPageLayoutProps } from './auth-page-layout';
import { ConsentFields } from './consent-fields';
import { EmailField, NewPasswordField } from './credential-fields';
import { type AccountForm, bindField } from './use-account-form';

/** The fields every sign-up form holds, whatever else its kind of account asks. */
export interface SignUpValues extends Record<string, string> {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  acceptedTerms: string;
  confirmedAge: string;
}

export interface SignUpScreenProps<Values extends SignUpValues, Parsed> {
  documentTitle: string;
  title: string;
  subtitle: string;
  /** The form's accessible name. */
  formLabel: string;
  /** Under the form: the way to sign in. */
  footer: ReactNode;
  /** The form's state and its submit, from `useAccountForm`. */
  account: AccountForm<Values, Parsed>;
  /** Above the form: what the visitor brings with them (a payment, a coupon, an invitation). */
  notes?: ReactNode;
  /** Between the names and the email (the therapist's practice name). */
  afterNames?: ReactNode;
  /** Between the password and the disclaimer (a second password, the practice's details). */
  afterPassword?: ReactNode;
  /** Above the consent boxes: the app's disclaimer by default. */
  disclaimer?: ReactNode;
  submitLabel: string;
  submittingLabel: string;
  /** The page around the form: the app's own by default, a practice's in its portal. */
  layout?: ComponentType<AuthPageLayoutProps>;
  look?: AccountLook;
}

interface NameFieldProps {
  field: 'firstName' | 'lastName';
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

function NameField({ field, label, ...binding }: NameFieldProps) {
  const autoComplete = field === 'firstName' ? 'given-name' : 'family-name';
  return <TextInputField label={label} name={field} autoComplete={autoComplete} {...binding} />;
}

/**
 * Names, email, password, the disclaimer and the two consent boxes, for every kind of account
 * (member, therapist, a practice's client); each kind adds its own fields and notes around them.
 */
export function SignUpScreen<Values extends SignUpValues, Parsed>({
  documentTitle,
  title,
  subtitle,
  formLabel,
  footer,
  account: { form, formRef, submitting, handleSubmit },
  notes,
  afterNames,
  afterPassword,
  disclaimer = <Disclaimer compact />,
  submitLabel,
  submittingLabel,
  layout: Layout = AuthPageLayout,
  look = 'app',
}: SignUpScreenProps<Values, Parsed>) {
  useDocumentTitle(documentTitle);
  const errors: Partial<Record<keyof SignUpValues, string>> = form.errors;
  const fields = (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label={formLabel}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={look === 'app' ? '5' : '4'}>
          <NameField field="firstName" label="First name" {...bindField(form, 'firstName')} />
          <NameField field="lastName" label="Last name" {...bindField(form, 'lastName')} />
        </SimpleGrid>
        {afterNames}
        <EmailField {...bindField(form, 'email')} />
        <NewPasswordField label="Password" {...bindField(form, 'password')} />
        {afterPassword}
        {disclaimer}
        <ConsentFields values={form.values} errors={errors} onChange={form.setValue} />
        <Button
          type="submit"
          colorPalette={submitPalette[look]}
          size="lg"
          loading={submitting}
          loadingText={submittingLabel}
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );

  return (
    <Layout title={title} subtitle={subtitle} footer={footer}>
      {notes === undefined ? (
        fields
      ) : (
        <Stack gap="6">
          {notes}
          {fields}
        </Stack>
      )}
    </Layout>
  );
}
