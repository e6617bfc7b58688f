import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { modes } from '#shared/domain/modes.ts';

/** Public: the landing page's guide cards use it too. */
export const handler = defineEndpoint('GET /api/modes', {}, async () =>
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
