import type { FormEvent, RefObject } from 'react';
import { useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { toaster } from '#web/components/ui/toaster.tsx';
import { errorMessage, serverFieldErrors } from '#web/lib/api-client.ts';
import { focusFirstInvalid } from '#web/lib/focus-first-invalid.ts';
import { type SchemaForm, useSchemaForm } from '#web/lib/use-schema-form.ts';

/** The notification a refused request shows: its title, and the words used when the server gave none. */
export interface AccountFormFailure {
  title: string;
  fallback: string;
}

/** What `submit` may answer: 'form-again' when the person stays on the page and may send again. */
export type AfterSubmit = undefined | 'form-again';

export interface AccountFormOptions<Parsed> {
  /** Sends the checked input and moves the person on (or tells them what happens next). */
  submit: (input: Parsed) => Promise<AfterSubmit>;
  failure: AccountFormFailure;
  /** Sign-up moves focus to the first field the server refused; sign-in leaves it on the button. */
  focusServerErrors: boolean;
  /** A check of the page's own once every field is valid; false stops before anything is sent. */
  confirm?: (input: Parsed) => boolean;
}

export interface AccountForm<Values extends Record<string, string>, Parsed> {
  form: SchemaForm<Values, Parsed>;
  formRef: RefObject<HTMLFormElement | null>;
  submitting: boolean;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

/**
 * One account form's cycle, for sign-in and sign-up of every kind of account (and a therapist
 * adding a client): the fields are checked with the API's own schema (focus on the first refused),
 * the button waits while the request runs, and a refusal shows the server's field messages beside
 * the fields and a notice. After a success the button keeps waiting: the page is moving on.
 */
export function useAccountForm<Values extends Record<string, string>, Schema extends z.ZodMiniType>(
  schema: Schema,
  initialValues: Values,
  { submit, failure, focusServerErrors, confirm }: AccountFormOptions<z.output<Schema>>,
): AccountForm<Values, z.output<Schema>> {
  const form = useSchemaForm(schema, initialValues);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate();
    if (!input) {
      focusFirstInvalid(formRef.current);
      return;
    }
    if (confirm && !confirm(input)) return;
    setSubmitting(true);
    try {
      if ((await submit(input)) === 'form-again') setSubmitting(false);
    } catch (error) {
      form.showServerErrors(serverFieldErrors(error));
      if (focusServerErrors) focusFirstInvalid(formRef.current);
      toaster.create({
        type: 'error',
        title: failure.title,
        description: errorMessage(error, failure.fallback),
      });
      setSubmitting(false);
    }
  }

  return { form, formRef, submitting, handleSubmit };
}

/** What a field needs of the form for one value: the value, the message about it and the way to change it. */
export function bindField<Values extends Record<string, string>, Parsed, Name extends keyof Values & string>(
  form: SchemaForm<Values, Parsed>,
  name: Name,
): { value: Values[Name]; error: string | undefined; onChange: (value: string) => void } {
  return {
    value: form.values[name],
    error: form.errors[name],
    onChange: (value) => form.setValue(name, value),
  };
}
