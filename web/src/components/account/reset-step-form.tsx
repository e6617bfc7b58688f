import { Button, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode, RefObject } from 'react';

interface ResetStepFormProps {
  /** The form's accessible name: the page's heading. */
  label: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  /** The fields, above the button. */
  children: ReactNode;
}

/** One step of a password reset (ask for the link, choose the password): its fields and one large button. */
export function ResetStepForm({
  label,
  formRef,
  onSubmit,
  submitting,
  submitLabel,
  submittingLabel,
  children,
}: ResetStepFormProps) {
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="5">
        {children}
        <Button type="submit" size="lg" loading={submitting} loadingText={submittingLabel}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
