import { Alert, Heading, Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { ENTERPRISE_MESSAGE_MAX, teamSizes } from '#shared/api/schemas/enterprise.ts';
import { FormField } from '#web/components/form-field.tsx';
import { FormSelect } from '#web/components/form-select.tsx';
import type { SchemaForm } from '#web/lib/use-schema-form.ts';

export const emptyLead = { name: '', email: '', organisation: '', teamSize: '', message: '' };
type LeadField = keyof typeof emptyLead;

const teamSizeOptions = [{ value: '', label: 'Choose a size' }, ...teamSizes];

/** In the form's place once it is sent: the server's thank-you, focused so it is read. */
export function EnterpriseThanks({
  message,
  thanksRef,
}: {
  message: string;
  thanksRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <Alert.Root
      status="success"
      borderRadius="xl"
      p="6"
      ref={thanksRef}
      tabIndex={-1}
      role="status"
      data-testid="enterprise-thanks"
    >
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title asChild>
          <Heading as="h3" fontSize="lg">
            Thank you for reaching out
          </Heading>
        </Alert.Title>
        <Alert.Description color="fg">{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Above the fields when the message could not be sent at all (not a field's refusal). */
export function LeadNotSent({
  message,
  failureRef,
}: {
  message: string;
  failureRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <Alert.Root status="error" borderRadius="lg" ref={failureRef} tabIndex={-1} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Your message was not sent</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Name, work email, organisation, team size and the message, each with the schema's own words. */
export function LeadFields({ form }: { form: SchemaForm<typeof emptyLead, unknown> }) {
  const text = (field: Exclude<LeadField, 'teamSize' | 'message'>, label: string, autoComplete: string) => (
    <FormField label={label} error={form.errors[field]}>
      {(control) => (
        <Input
          {...control}
          name={field}
          type={field === 'email' ? 'email' : 'text'}
          inputMode={field === 'email' ? 'email' : undefined}
          autoComplete={autoComplete}
          value={form.values[field]}
          onChange={(event) => form.setValue(field, event.currentTarget.value)}
        />
      )}
    </FormField>
  );

  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        {text('name', 'Your name', 'name')}
        {text('email', 'Work email', 'email')}
        {text('organisation', 'Practice or organisation', 'organization')}
        <FormField label="Team size" error={form.errors.teamSize}>
          {(control) => (
            <FormSelect
              control={control}
              name="teamSize"
              value={form.values.teamSize}
              options={teamSizeOptions}
              onChange={(size) => form.setValue('teamSize', size)}
            />
          )}
        </FormField>
      </SimpleGrid>
      <FormField
        label="How can we help?"
        error={form.errors.message}
        hint="Tell us about your practice and what you need, for example SSO, data residency or a BAA."
      >
        {(control) => (
          <Textarea
            {...control}
            name="message"
            rows={5}
            maxLength={ENTERPRISE_MESSAGE_MAX}
            value={form.values.message}
            onChange={(event) => form.setValue('message', event.currentTarget.value)}
          />
        )}
      </FormField>
    </>
  );
}
