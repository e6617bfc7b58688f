import { Checkbox, Field, Stack } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import * as z from 'zod/mini';
import { consentLabels, consentMessages } from '#shared/domain/legal.ts';
import { paths } from '#web/app/paths.ts';
import { NewTabLink } from '#web/components/new-tab-link.tsx';

/**
 * The two boxes of every sign-up form (member, therapist, client): the Terms and the Privacy notice,
 * and the age confirmation. Forms hold them as 'yes' or '' (their values are text); the schema
 * fields below refuse an unticked box with the server's own words, and `consentGiven` is what the
 * request carries once both are ticked.
 */
export const consentFormFields = {
  acceptedTerms: z.literal('yes', { error: consentMessages.terms }),
  confirmedAge: z.literal('yes', { error: consentMessages.age }),
};

export const consentFormInitialValues = { acceptedTerms: '', confirmedAge: '' };

/** What a sign-up request says once both boxes are ticked. */
export const consentGiven = { acceptedTerms: true, confirmedAge: true } as const;

export type ConsentField = keyof typeof consentFormFields;

interface ConsentFieldsProps {
  values: Record<ConsentField, string>;
  errors: Partial<Record<ConsentField, string | undefined>>;
  onChange: (field: ConsentField, value: string) => void;
}

function ConsentBox({
  field,
  label,
  checked,
  error,
  onChange,
}: {
  field: ConsentField;
  label: ReactNode;
  checked: boolean;
  error: string | undefined;
  onChange: (field: ConsentField, value: string) => void;
}) {
  const errorId = `${useId()}error`;
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Checkbox.Root
        name={field}
        checked={checked}
        onCheckedChange={(details) => onChange(field, details.checked === true ? 'yes' : '')}
        alignItems="flex-start"
        colorPalette="brand"
      >
        <Checkbox.HiddenInput
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal" fontSize="sm">
          {label}
        </Checkbox.Label>
      </Checkbox.Root>
      {error && <Field.ErrorText id={errorId}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

const [termsBefore = '', termsAfter = ''] = consentLabels.terms.split('the Terms');
const privacyWords = 'the Privacy notice';

/**
 * "I agree to the Terms and the Privacy notice" (each a link, in a new tab so the form keeps what was
 * typed) and "I confirm I am 18 or over".
 */
export function ConsentFields({ values, errors, onChange }: ConsentFieldsProps) {
  const afterPrivacy = termsAfter.split(privacyWords);
  return (
    <Stack gap="3">
      <ConsentBox
        field="acceptedTerms"
        checked={values.acceptedTerms === 'yes'}
        error={errors.acceptedTerms}
        onChange={onChange}
        label={
          <>
            {termsBefore}
            <NewTabLink href={paths.terms} color="brand.fg">
              the Terms
            </NewTabLink>
            {afterPrivacy[0]}
            <NewTabLink href={paths.privacy} color="brand.fg">
              {privacyWords}
            </NewTabLink>
            {afterPrivacy[1]}
          </>
        }
      />
      <ConsentBox
        field="confirmedAge"
        checked={values.confirmedAge === 'yes'}
        error={errors.confirmedAge}
        onChange={onChange}
        label={consentLabels.age}
      />
    </Stack>
  );
}
