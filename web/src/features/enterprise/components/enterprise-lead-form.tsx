import { Button, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { enterpriseLeadSchema } from '#shared/api/schemas/enterprise.ts';
import { submitEnterpriseLead } from '#web/features/enterprise/api/enterprise-api.ts';
import { errorMessage, serverFieldErrors } from '#web/lib/api-client.ts';
import { focusFirstInvalid } from '#web/lib/focus-first-invalid.ts';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { EnterpriseThanks, emptyLead, LeadFields, LeadNotSent } from './enterprise-lead-parts';

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
    return <EnterpriseThanks message={thanks} thanksRef={thanksRef} />;
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-labelledby="contact-heading">
      <Stack gap="5">
        {failure && <LeadNotSent message={failure} failureRef={failureRef} />}
        <LeadFields form={form} />
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
