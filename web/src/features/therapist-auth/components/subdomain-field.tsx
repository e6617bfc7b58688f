import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SUBDOMAIN_MIN_LENGTH, subdomainMessages } from '#shared/domain/practice.ts';
import { FormField } from '#web/components/form-field.tsx';
import { checkSubdomain } from '#web/features/therapist-auth/api/therapist-auth-api.ts';
import { isApiError, serverFieldErrors } from '#web/lib/api-client.ts';

interface SubdomainFieldProps {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** A field message from the availability check ('This subdomain is already taken'). */
  onCheckedError: (message: string) => void;
  /** The name-based proposal, or undefined when the names give under 3 characters. */
  proposal: string | undefined;
}

/**
 * The practice's address: typed or generated from the name, checked on blur (3+ characters). A
 * check that fails is only logged: the sign-up itself still refuses a taken subdomain.
 */
export function SubdomainField({ value, error, onChange, onCheckedError, proposal }: SubdomainFieldProps) {
  const [available, setAvailable] = useState<string | null>(null);
  const host = window.location.host;

  async function check(candidate: string) {
    setAvailable(null);
    const subdomain = candidate.trim().toLowerCase();
    if (subdomain.length < SUBDOMAIN_MIN_LENGTH) return;
    try {
      const result = await checkSubdomain(subdomain);
      if (result.available) setAvailable(result.subdomain);
      else onCheckedError(result.message ?? subdomainMessages.taken);
    } catch (failure) {
      const fieldMessage = serverFieldErrors(failure).subdomain;
      if (isApiError(failure) && failure.status === 400 && fieldMessage) onCheckedError(fieldMessage);
      else console.warn('Subdomain check failed', isApiError(failure) ? failure.status : failure);
    }
  }

  const shown = value.trim().toLowerCase() || 'yourpractice';
  return (
    <FormField
      label="Subdomain"
      error={error}
      hint={`Your client portal: ${shown}.${host} — 3 to 20 lowercase letters and numbers.`}
    >
      {(control) => (
        <>
          <HStack w="full" gap="2">
            <Input
              {...control}
              name="subdomain"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={value}
              onChange={(event) => {
                setAvailable(null);
                onChange(event.target.value);
              }}
              onBlur={(event) => void check(event.target.value)}
            />
            <Button
              type="button"
              variant="outline"
              disabled={!proposal}
              onClick={() => {
                if (!proposal) return;
                onChange(proposal);
                void check(proposal);
              }}
            >
              Auto-generate
            </Button>
          </HStack>
          {available && !error && available === value.trim().toLowerCase() && (
            <Text fontSize="sm" color="green.fg" role="status">
              {available}.{host} is available
            </Text>
          )}
        </>
      )}
    </FormField>
  );
}
