import {
  Alert,
  Button,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { ENTERPRISE_MESSAGE_MAX, enterpriseLeadSchema, teamSizes } from '#shared/api/schemas/enterprise.ts';
import { FormField } from '#web/components/form-field.tsx';
import { submitEnterpriseLead } from '#web/features/enterprise/api/enterprise-api.ts';
import { errorMessage, serverFieldErrors } from '#web/lib/api-client.ts';
import { focusFirstInvalid } from '#web/lib/focus-first-invalid.ts';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';

const emptyLead = { name: '', email: '', organisation: '', teamSize: '', message: '' };
type LeadField = keyof typeof emptyLead;

/** The enterprise contact form: checked by the API's own schema, then a thank-you in its place. */
export function EnterpriseLeadForm() {
  const form = useSchemaForm(enterpriseLeadSchema, emptyLead);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (thanks) thanksRef.current?.focus();
  }, [thanks]);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const input = form.validate();
    if (!input) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setSubmitting(true);
    try {
      setThanks((await submitEnterpriseLead(input)).message);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) {
        form.showServerErrors(fieldErrors);
        focusFirstInvalid(formRef.current);
      } else {
        setFailure(
          errorMessage(error, 'We could not send your message. Please check your connection and try again.'),
        );
      }
    } finally {
      setSubmitting(false);
    }
  }

  if (thanks) {
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
          <Alert.Description color="fg">{thanks}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

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
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-labelledby="contact-heading">
      <Stack gap="5">
        {failure && (
          <Alert.Root status="error" borderRadius="lg" ref={failureRef} tabIndex={-1} role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Your message was not sent</Alert.Title>
              <Alert.Description>{failure}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          {text('name', 'Your name', 'name')}
          {text('email', 'Work email', 'email')}
          {text('organisation', 'Practice or organisation', 'organization')}
          <FormField label="Team size" error={form.errors.teamSize}>
            {(control) => (
              <NativeSelect.Root>
                <NativeSelect.Field
                  {...control}
                  name="teamSize"
                  value={form.values.teamSize}
                  onChange={(event) => form.setValue('teamSize', event.currentTarget.value)}
                >
                  <option value="">Choose a size</option>
                  {teamSizes.map((size) => (
                    <option key={size.value} value={size.value}>
                      {size.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
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
        <Text fontSize="sm" color="fg.muted">
          We use these details only to answer you. Please do not include information about clients.
        </Text>
        <Button
          type="submit"
          size="lg"
          alignSelf={{ sm: 'start' }}
          loading={submitting}
          loadingText="Sending…"
        >
          Send enquiry
        </Button>
      </Stack>
    </form>
  );
}
