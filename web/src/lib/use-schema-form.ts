import { useCallback, useState } from 'react';
import type * as z from 'zod/mini';
import { fieldErrors } from '#shared/api/schemas/validation.ts';

type FormValues = Record<string, string>;
type FieldMessages<Values> = Partial<Record<keyof Values, string>>;

export interface SchemaForm<Values extends FormValues, Parsed> {
  values: Values;
  errors: FieldMessages<Values>;
  setValue: (field: keyof Values, value: string) => void;
  /** Checks every field with the shared schema; returns the parsed data or null (errors shown). */
  validate: () => Parsed | null;
  /** Shows the server's field messages next to the fields. */
  showServerErrors: (errors: Record<string, string>) => void;
  /** Forgets a field's message (a server's answer about a value since changed). */
  clearError: (field: keyof Values) => void;
}

/**
 * Form state checked by THE SAME zod schema the API uses, so each field shows the exact
 * message. Errors appear on submit; after that a field is re-checked as it is edited.
 */
export function useSchemaForm<Values extends FormValues, Schema extends z.ZodMiniType>(
  schema: Schema,
  initialValues: Values,
): SchemaForm<Values, z.output<Schema>> {
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldMessages<Values>>({});
  const [submitted, setSubmitted] = useState(false);

  const checkAll = useCallback(
    (candidate: Values): { data: z.output<Schema> | null; errors: FieldMessages<Values> } => {
      const result = schema.safeParse(candidate);
      return result.success
        ? { data: result.data as z.output<Schema>, errors: {} }
        : { data: null, errors: fieldErrors(result.error) as FieldMessages<Values> };
    },
    [schema],
  );

  const setValue = useCallback(
    (field: keyof Values, value: string) => {
      const next = { ...values, [field]: value };
      setValues(next);
      if (submitted) {
        const fieldError = checkAll(next).errors[field];
        setErrors((current) => ({ ...current, [field]: fieldError }));
      }
    },
    [checkAll, submitted, values],
  );

  const validate = useCallback(() => {
    setSubmitted(true);
    const result = checkAll(values);
    setErrors(result.errors);
    return result.data;
  }, [checkAll, values]);

  const showServerErrors = useCallback((serverErrors: Record<string, string>) => {
    setErrors((current) => ({ ...current, ...(serverErrors as FieldMessages<Values>) }));
  }, []);

  const clearError = useCallback((field: keyof Values) => {
    setErrors((current) => ({ ...current, [field]: undefined }));
  }, []);

  return { values, errors, setValue, validate, showServerErrors, clearError };
}
