import * as z from 'zod/mini';
import { forgetGuideMemory } from '#functions/core/chat/guide-memories.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { modeIds } from '#shared/domain/modes.ts';
import { AppError } from '#shared/errors.ts';

const modeParam = z.enum(modeIds);

export const handler = defineEndpoint('DELETE /api/memory/{modeId}', {}, async ({ params, session }) => {
  const modeId = modeParam.safeParse(params.modeId);
  if (!modeId.success) throw new AppError('NOT_FOUND', 'There is no guide with that name.');
  return ok({ memory: await forgetGuideMemory(session.subjectId, modeId.data) });
});
