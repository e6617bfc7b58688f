import type * as z from 'zod/mini';

/**
 * The JSON object in a model's answer, checked against what the caller asked for: models sometimes
 * wrap it in a code fence or a sentence, so the text from the first `{` to the last `}` is read.
 * Undefined when there is none, it is not JSON, or it is not the shape asked for; a caller keeps
 * its own decision then (a model's answer is untrusted).
 */
export function readJsonAnswer<Schema extends z.ZodMiniType>(
  raw: string,
  schema: Schema,
): z.infer<Schema> | undefined {
  const start = raw.indexOf('{');
  const end = raw.lastIndexOf('}');
  if (start === -1 || end <= start) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw.slice(start, end + 1));
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
