import type { z } from 'zod';

/**
 * Turns a zod error into `{ field: message }`, first message per field, using the schema's own
 * messages. Shared by the forms in the browser and the HTTP stack in the Lambdas.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
