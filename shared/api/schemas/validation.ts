import type { core } from 'zod/mini';

/**
 * Turns a zod error into `{ field: message }`, first message per field, using the schema's own
 * messages. Shared by the forms in the browser and the HTTP stack in the Lambdas.
 */
export function fieldErrors(error: { issues: readonly core.$ZodIssue[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
