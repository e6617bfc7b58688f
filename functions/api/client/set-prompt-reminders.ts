import { setPromptReminders } from '#functions/core/reflection-prompts/client-prompts.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { promptRemindersSchema } from '#shared/api/schemas/reflection-prompts.ts';

/** Turns prompt reminder mails on or off for the signed-in client. */
export const handler = defineEndpoint(
  'PUT /api/client/reflection-prompts/reminders',
  { body: promptRemindersSchema, response: promptRemindersSchema },
  async ({ body, session }) => ok(await setPromptReminders(session, body.remindersOn)),
);
