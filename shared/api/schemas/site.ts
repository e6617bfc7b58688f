import * as z from 'zod/mini';
import { modeIdField } from './ids';
import { tierField } from './reply-parts';

/** `GET /api/health`: the API answers. */
export const healthReplySchema = z.object({ status: z.literal('ok') });

/** `GET /api/modes`: the guides, for the landing page's cards and the chat's picker. */
export const guideModesReplySchema = z.array(
  z.object({
    id: modeIdField,
    name: z.string(),
    description: z.string(),
    requiredTier: tierField,
    /** Typed at the start of a message to switch to this guide inside a conversation. */
    slashCommand: z.string(),
  }),
);
