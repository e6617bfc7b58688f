import * as z from 'zod/mini';
import { modeIds } from '../../../shared/domain/modes';
import { AppError } from '../../../shared/errors';
import { forgetGuideMemory } from '../../core/chat/guide-memories';
import { defineEndpoint } from '../../http/endpoint';
import { ok } from '../../http/reply';

const modeParam = z.enum(modeIds);

export const handler = defineEndpoint('DELETE /api/memory/{modeId}', {}, async ({ params, session }) => {
  const modeId = modeParam.safeParse(params.modeId);
  if (!modeId.success) throw new AppError('NOT_FOUND', 'There is no guide with that name.');
  return ok({ memory: await forgetGuideMemory(session.subjectId, modeId.data) });
});
