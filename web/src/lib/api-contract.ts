import type * as z from 'zod/mini';
import type { RouteContracts, ContractKey as RouteKey } from '#shared/api/route-contracts.ts';

/**
 * The browser's side of the typed contract: what `api(key, ...)` takes and answers, derived from
 * the route key (shared/api/routes.ts) and the schemas its handler declares (route-contracts.ts).
 */

type PathOf<K extends RouteKey> = K extends `${string} ${infer P}` ? P : never;
type ParameterNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParameterNames<Rest>
  : never;
type SchemaAt<K extends RouteKey, Part extends string> = RouteContracts[K] extends {
  [part in Part]: infer S extends z.ZodMiniType;
}
  ? S
  : never;

/** The answer of a route, as its response schema reads it. */
export type ApiAnswer<K extends RouteKey> = z.output<RouteContracts[K]['response']>;

type ParamsPart<K extends RouteKey> = [ParameterNames<PathOf<K>>] extends [never]
  ? { params?: never }
  : { params: Record<ParameterNames<PathOf<K>>, string> };
type BodyPart<K extends RouteKey> = [SchemaAt<K, 'body'>] extends [never]
  ? { body?: never }
  : { body: z.input<SchemaAt<K, 'body'>> };
type QueryPart<K extends RouteKey> = [SchemaAt<K, 'query'>] extends [never]
  ? { query?: never }
  : { query?: { [name in keyof z.input<SchemaAt<K, 'query'>>]?: string } };

/** The path parameters, JSON body and query string a route takes (each only where it has them). */
export type ApiOptions<K extends RouteKey> = ParamsPart<K> & BodyPart<K> & QueryPart<K>;

/** `api(key)` for a route that needs nothing more; `api(key, { params, body })` for one that does. */
export type ApiArguments<K extends RouteKey> =
  object extends ApiOptions<K> ? [options?: ApiOptions<K>] : [options: ApiOptions<K>];

/**
 * An answer in a shape the app does not know (a server and a browser of different versions, or a
 * bug): named with its route, so it surfaces as one clear error instead of a crash in a component.
 */
export class ApiContractError extends Error {
  readonly route: string;

  constructor(route: string, issues: string) {
    super(`${route} answered in a shape this app does not expect:\n${issues}`);
    this.name = 'ApiContractError';
    this.route = route;
  }
}

/**
 * Every route's schemas, loaded (and so built) with the first answer to check rather than as the
 * app starts: a practice's portal, whose first read is checked with its own schema alone
 * (features/portal/api/portal-api.ts), paints before them (issue 24).
 */
let contractCheck: Promise<typeof import('./route-contract-check')> | undefined;
export function loadRouteContracts(): Promise<typeof import('./route-contract-check')> {
  contractCheck ??= import('./route-contract-check');
  return contractCheck;
}

/**
 * The answer, read by its route's response schema; an `ApiContractError` when it does not fit. A
 * key outside the contracts (a path the route table does not know) answers as it came.
 */
export async function checkedAnswer<K extends RouteKey>(key: K | '', answer: unknown): Promise<ApiAnswer<K>> {
  const { answerByContract } = await loadRouteContracts();
  return answerByContract(key, answer) as ApiAnswer<K>;
}

/** `/api/therapist/clients/{clientId}` with `{ clientId: 'c 1' }` -> `/api/therapist/clients/c%201`. */
export function pathOf(pattern: string, params: Record<string, string> = {}, query: object = {}): string {
  const path = pattern.replace(/\{([^}]+)\}/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  ).toString();
  return search ? `${path}?${search}` : path;
}
