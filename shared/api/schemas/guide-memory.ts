import * as z from 'zod/mini';
import { modeIdField } from './ids';
import { timestampField } from './reply-parts';

/** What one guide remembers about one member (shared/domain/guide-memory.ts), as the API returns it. */
export const guideMemorySchema = z.object({
  modeId: modeIdField,
  /** Strongest first (capped). */
  themes: z.array(
    z.object({
      label: z.string(),
      count: z.number(),
      messageIds: z.array(z.string()),
      lastSeenAt: timestampField,
    }),
  ),
  /** Short observations such as 'Returns often to work' (capped). */
  patterns: z.array(z.string()),
  summary: z.string(),
  exchanges: z.number(),
  /** Empty when the guide has heard nothing yet. */
  updatedAt: z.string(),
});

/** `GET /api/memory`: every guide's memory of the member. */
export const guideMemoriesReplySchema = z.object({ memories: z.array(guideMemorySchema) });
/** `DELETE /api/memory/{modeId}`: the guide's memory, emptied. */
export const forgottenGuideMemoryReplySchema = z.object({ memory: guideMemorySchema });
