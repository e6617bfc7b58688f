import { Alert, SimpleGrid } from '@chakra-ui/react';
import { jurisdictionRuleFor, LICENSE_STATES } from '#shared/domain/jurisdictions.ts';
import { subdomainFromName, THERAPEUTIC_APPROACHES } from '#shared/domain/practice.ts';
import { PRACTICE_NAME_MAX_LENGTH } from '#shared/domain/practice-branding.ts';
import { bindField } from '#web/components/account/use-account-form.ts';
import { FormField } from '#web/components/form-field.tsx';
import { FormSelect, type SelectOption } from '#web/components/form-select.tsx';
import { TextInputField } from '#web/components/text-input-field.tsx';
import type { SchemaForm } from '#web/lib/use-schema-form.ts';
import { SubdomainField } from './subdomain-field';

/** What a therapist's sign-up holds beyond the fields every account has. */
export interface PracticeValues extends Record<string, string> {
  firstName: string;
  lastName: string;
  practiceName: string;
  licenseNumber: string;
  licenseState: string;
  subdomain: string;
  practiceWebsite: string;
  therapeuticApproach: string;
}

interface PracticeFieldsProps<Values extends PracticeValues> {
  form: SchemaForm<Values, unknown>;
}

type OptionalTextField = 'practiceName' | 'licenseNumber' | 'practiceWebsite';

function OptionalText<Values extends PracticeValues>({
  form,
  field,
  label,
  hint,
  ...inputProps
}: PracticeFieldsProps<Values> & {
  field: OptionalTextField;
  label: string;
  hint?: string;
  autoComplete?: string;
  maxLength?: number;
  type?: string;
  placeholder?: string;
}) {
  return (
    <TextInputField
      label={label}
      hint={hint}
      required={false}
      name={field}
      {...inputProps}
      {...bindField(form, field)}
    />
  );
}

/** How the practice is named when the field is left empty, in the field's hint. */
function practiceNameHint(firstName: string, lastName: string): string {
  const fallback =
    firstName.trim() && lastName.trim()
      ? `${firstName.trim()} ${lastName.trim()}'s Practice`
      : "your name's Practice";
  return `How your clients will see your practice named, for example "Harbor Counseling". Left empty, it is "${fallback}".`;
}

/** Between the names and the email: the practice's name as its clients will read it. */
export function PracticeNameField<Values extends PracticeValues>({ form }: PracticeFieldsProps<Values>) {
  return (
    <OptionalText
      form={form}
      field="practiceName"
      label="Practice name (optional)"
      autoComplete="organization"
      maxLength={PRACTICE_NAME_MAX_LENGTH}
      hint={practiceNameHint(form.values.firstName, form.values.lastName)}
    />
  );
}

function SelectField<Values extends PracticeValues>({
  form,
  field,
  label,
  required,
  options,
}: PracticeFieldsProps<Values> & {
  field: 'licenseState' | 'therapeuticApproach';
  label: string;
  required?: boolean;
  options: readonly SelectOption[];
}) {
  const errors: Partial<Record<keyof PracticeValues, string>> = form.errors;
  return (
    <FormField label={label} error={errors[field]} required={required}>
      {(control) => (
        <FormSelect
          control={control}
          name={field}
          value={form.values[field]}
          options={options}
          onChange={(value) => form.setValue(field, value)}
        />
      )}
    </FormField>
  );
}

const licenseStateOptions = [
  { value: '', label: 'Choose a state' },
  ...LICENSE_STATES.map((state) => ({ value: state.code, label: state.name })),
];
const approachOptions = THERAPEUTIC_APPROACHES.map((approach) => ({ value: approach, label: approach }));

/** After the password: the practice's address, licence, website and approach. */
export function PracticeDetailsFields<Values extends PracticeValues>({ form }: PracticeFieldsProps<Values>) {
  const errors: Partial<Record<keyof PracticeValues, string>> = form.errors;
  const rule = jurisdictionRuleFor(form.values.licenseState);
  return (
    <>
      <SubdomainField
        value={form.values.subdomain}
        error={errors.subdomain}
        onChange={(value) => {
          form.clearError('subdomain');
          form.setValue('subdomain', value);
        }}
        onCheckedError={(message) => form.showServerErrors({ subdomain: message })}
        proposal={subdomainFromName(form.values.firstName, form.values.lastName)}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <OptionalText form={form} field="licenseNumber" label="Licence number (optional)" />
        <SelectField
          form={form}
          field="licenseState"
          label="Licence state (optional)"
          required={false}
          options={licenseStateOptions}
        />
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
      <OptionalText
        form={form}
        field="practiceWebsite"
        label="Practice website (optional)"
        type="url"
        placeholder="https://"
      />
      <SelectField
        form={form}
        field="therapeuticApproach"
        label="Therapeutic approach"
        options={approachOptions}
      />
    </>
  );
}
