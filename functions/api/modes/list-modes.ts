import { modes } from '../../../shared/domain/modes';
import { defineEndpoint } from '../../http/endpoint';
import { ok } from '../../http/reply';

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
