import { prettifyError, safeParse } from 'zod/mini';
import { routeContracts } from '#shared/api/route-contracts.ts';
import { ApiContractError } from './api-contract';

/**
 * Checks an answer with its route's response schema. Its own module, loaded on the first answer to
 * check (api-contract.ts), so every route's schemas are built then rather than as the app starts.
 * A key outside the contracts (a path the route table does not know) answers as it came.
 */
export function answerByContract(key: string, answer: unknown): unknown {
  if (!Object.hasOwn(routeContracts, key)) return answer;
  const parsed = safeParse(routeContracts[key as keyof typeof routeContracts].response, answer);
  if (!parsed.success) throw new ApiContractError(key, prettifyError(parsed.error));
  return parsed.data;
}
