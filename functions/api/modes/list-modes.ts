import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { guideModesReplySchema } from '#shared/api/schemas/site.ts';
import { modes } from '#shared/domain/modes.ts';

/** Public: the landing page's guide cards use it too. */
export const handler = defineEndpoint('GET /api/modes', { response: guideModesReplySchema }, async () =>
  ok(
    modes.map(({ id, name, description, requiredTier, slashCommand }) => ({
      id,
      name,
      description,
      requiredTier,
      slashCommand,
    })),
  ),
);
