import * as z from 'zod/mini';
import { crisisRegions } from '#shared/domain/crisis-resources.ts';
import { safetyGrades } from '#shared/domain/safety-grades.ts';
import { tiers } from '#shared/domain/tiers.ts';

/**
 * Pieces several answers share, as zod schemas: the response contracts of `defineEndpoint`, the
 * OpenAPI document and the browser's checked client are built from them.
 */

/** A date and time as the API sends it: ISO 8601 text. */
export const timestampField = z.string();
export const tierField = z.enum(tiers);
export const safetyGradeField = z.enum(safetyGrades);
/** A grade the screen gave (not `none`): a note, a check-in, the crisis reply. */
export const givenSafetyGradeField = z.enum(['note', 'check-in', 'crisis', 'imminent']);

/**
 * The response contract of an endpoint that answers 204 with no body (a sign-out, a deletion):
 * the OpenAPI document shows it as a 204.
 */
export const noContentSchema = z.undefined();

/** Whether a response contract says "no body" (`noContentSchema`, or any `z.undefined()`). */
export function declaresNoContent(schema: z.ZodMiniType | undefined): boolean {
  return schema?._zod.def.type === 'undefined';
}

/** A plain `{ message }` answer: a sentence for people (a link mailed, a password changed). */
export const messageReplySchema = z.object({ message: z.string() });

/** The crisis lines of one country (shared/domain/crisis-resources.ts), shown beside a reply. */
export const crisisResourcesSchema = z.object({
  region: z.enum(crisisRegions),
  where: z.string(),
  helpline: z.object({
    name: z.string(),
    call: z.optional(z.string()),
    text: z.optional(z.string()),
    url: z.string(),
  }),
  quietLine: z.object({ words: z.string(), link: z.enum(['call', 'site']) }),
  emergency: z.object({ numbers: z.readonly(z.array(z.string())), label: z.string() }),
  source: z.string(),
  checked: z.string(),
});
