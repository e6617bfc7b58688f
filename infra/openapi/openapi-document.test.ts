import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { EndpointContract } from '#functions/http/endpoint.ts';
import { routeKey, routes } from '#shared/api/routes.ts';
import { declaresNoContent } from '#shared/api/schemas/reply-parts.ts';
import { generateOpenApiDocument, loadEndpointContracts, openApiDocumentFile } from './endpoint-contracts';
import { buildOpenApiDocument, type JsonSchema, type OpenApiDocument } from './openapi-document';
import { openApiStructureProblems, resolvePointer } from './openapi-structure';

const STALE = 'functions/api/openapi/openapi.json is stale: run npm run openapi';

let contracts: EndpointContract[];
let committed: OpenApiDocument;

beforeAll(async () => {
  contracts = await loadEndpointContracts();
  committed = JSON.parse(readFileSync(openApiDocumentFile, 'utf8')) as OpenApiDocument;
}, 60_000);

/** The schema a `$ref` (or an inline schema) stands for. */
function follow(document: OpenApiDocument, schema: unknown): JsonSchema {
  const ref = (schema as JsonSchema | undefined)?.$ref;
  return (typeof ref === 'string' ? resolvePointer(document, ref) : schema) as JsonSchema;
}

function propertyNames(schema: z.ZodMiniType): string[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return Object.keys((json.properties ?? {}) as object).sort();
}

/**
 * What the document lacks for these endpoints: the operation itself, its request body, its query
 * and path parameters, and who may call it. Empty when every endpoint is fully there.
 */
function coverageProblems(document: OpenApiDocument, endpoints: readonly EndpointContract[]): string[] {
  return endpoints.flatMap((contract) => {
    const key = routeKey(contract.route);
    const operation = document.paths[contract.route.path]?.[contract.route.method.toLowerCase()];
    if (!operation) return [`${key} is missing from the document`];
    return [
      ...requestBodyProblems(document, contract, operation, key),
      ...parameterProblems(contract, operation, key),
      ...accessProblems(contract, operation, key),
      ...responseProblems(document, contract, key),
    ];
  });
}

function requestBodyProblems(
  document: OpenApiDocument,
  contract: EndpointContract,
  operation: JsonSchema,
  key: string,
): string[] {
  if (!contract.body) {
    return operation.requestBody ? [`${key}: documents a request body the endpoint does not declare`] : [];
  }
  const content = (operation.requestBody as JsonSchema | undefined)?.content as JsonSchema | undefined;
  const schema = follow(document, (content?.['application/json'] as JsonSchema | undefined)?.schema);
  const documented = Object.keys((schema?.properties ?? {}) as object).sort();
  return JSON.stringify(documented) === JSON.stringify(propertyNames(contract.body))
    ? []
    : [`${key}: its request body schema is missing or differs`];
}

function parameterProblems(contract: EndpointContract, operation: JsonSchema, key: string): string[] {
  const parameters = (operation.parameters ?? []) as { name: string; in: string }[];
  const named = (location: string) =>
    parameters
      .filter((parameter) => parameter.in === location)
      .map((parameter) => parameter.name)
      .sort();
  const declared = (schema: z.ZodMiniType | undefined) => (schema ? propertyNames(schema) : []);
  return [
    {
      location: 'query',
      schema: contract.query,
      problem: `${key}: its query parameters are missing or differ`,
    },
    {
      location: 'path',
      schema: contract.params,
      problem: `${key}: its path parameters are missing or differ`,
    },
  ]
    .filter(({ location, schema }) => JSON.stringify(named(location)) !== JSON.stringify(declared(schema)))
    .map(({ problem }) => problem);
}

function accessProblems(contract: EndpointContract, operation: JsonSchema, key: string): string[] {
  const problems: string[] = [];
  if (operation['x-mirrorwell-access'] !== contract.route.access) {
    problems.push(`${key}: its access is not ${contract.route.access}`);
  }
  const security = (operation.security ?? []) as object[];
  if ((contract.route.access === 'public') !== (security.length === 0)) {
    problems.push(`${key}: its security does not match access ${contract.route.access}`);
  }
  return problems;
}

/** A declared body must be documented as the success reply; a declared 204 as a 204. */
function responseProblems(document: OpenApiDocument, contract: EndpointContract, key: string): string[] {
  const responses = (document.paths[contract.route.path]?.[contract.route.method.toLowerCase()]?.responses ??
    {}) as JsonSchema;
  if (declaresNoContent(contract.response))
    return responses['204'] ? [] : [`${key}: its 204 reply is missing`];
  const content = (responses['2XX'] as JsonSchema | undefined)?.content as JsonSchema | undefined;
  const schema = follow(document, (content?.['application/json'] as JsonSchema | undefined)?.schema);
  const documented = contract.response && schema && Object.keys(schema).length > 0;
  return documented ? [] : [`${key}: its response schema is missing`];
}

describe('the OpenAPI document (GET /api/openapi.json)', () => {
  it('has every route of the table, each with its method, request schemas and access', () => {
    expect(contracts.map((contract) => routeKey(contract.route))).toEqual(routes.map(routeKey));
    expect(coverageProblems(committed, contracts), STALE).toEqual([]);
  });

  it('is what the route table and the contracts give now (committed fresh)', async () => {
    expect(committed, STALE).toEqual(await generateOpenApiDocument());
  });

  it('holds together as OpenAPI 3.1: required fields, unique operationIds, every $ref resolving', () => {
    expect(committed.openapi).toBe('3.1.0');
    expect(openApiStructureProblems(committed)).toEqual([]);
  });

  it('describes the shared error body and how each kind of account signs its requests', () => {
    const schemes = committed.components.securitySchemes as Record<string, JsonSchema>;
    expect(schemes.bearerToken).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(schemes.memberSession).toMatchObject({ in: 'cookie', name: '__Host-mw_member_session' });
    expect(schemes.therapistSession).toMatchObject({ in: 'cookie', name: '__Host-mw_therapist_session' });
    expect(schemes.clientSession).toMatchObject({ in: 'cookie', name: '__Host-mw_client_session' });
    const error = committed.components.schemas?.ErrorBody as JsonSchema;
    expect(error.required).toEqual(['message', 'code']);
    const login = committed.paths['/api/auth/login']?.post as JsonSchema;
    const invalid = follow(committed, (login.responses as JsonSchema)['400']);
    expect(invalid.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
    });
    const therapist = committed.paths['/api/therapist/clients']?.get as JsonSchema;
    expect(therapist.security).toEqual([{ bearerToken: [] }, { therapistSession: [] }]);
    expect(Object.keys(therapist.responses as object)).toEqual(expect.arrayContaining(['401', 'default']));
  });
});

describe('the checks themselves', () => {
  const copy = () => structuredClone(committed);

  it('report an endpoint missing from the document, or missing its body or parameters', () => {
    const withoutLogin = copy();
    delete withoutLogin.paths['/api/auth/login']?.post;
    expect(coverageProblems(withoutLogin, contracts)).toEqual([
      'POST /api/auth/login is missing from the document',
    ]);
    const withoutBody = copy();
    delete withoutBody.paths['/api/coupons/redeem']?.post?.requestBody;
    expect(coverageProblems(withoutBody, contracts)).toEqual([
      'POST /api/coupons/redeem: its request body schema is missing or differs',
    ]);
    const withoutPath = copy();
    delete withoutPath.paths['/api/conversations/{id}']?.delete?.parameters;
    expect(coverageProblems(withoutPath, contracts)).toEqual([
      'DELETE /api/conversations/{id}: its path parameters are missing or differ',
    ]);
  });

  it('report an endpoint whose success reply is undocumented', () => {
    const withoutReply = copy();
    const clients = withoutReply.paths['/api/therapist/clients']?.get as JsonSchema;
    (clients.responses as JsonSchema)['2XX'] = { description: 'The JSON reply.' };
    const logout = withoutReply.paths['/api/auth/logout']?.post as JsonSchema;
    delete (logout.responses as JsonSchema)['204'];
    expect(coverageProblems(withoutReply, contracts)).toEqual([
      'POST /api/auth/logout: its 204 reply is missing',
      'GET /api/therapist/clients: its response schema is missing',
    ]);
  });

  it('describes the answers: a 204 where nothing is returned, the stream’s events where it streams', () => {
    const logout = committed.paths['/api/auth/logout']?.post as JsonSchema;
    expect(Object.keys(logout.responses as object)).toContain('204');
    const chat = committed.paths['/api/chat']?.post as JsonSchema;
    const events = chat['x-mirrorwell-stream-events'] as JsonSchema;
    expect(Object.keys(events)).toEqual(['start', 'token', 'done', 'error']);
    const done = follow(committed, events.done);
    expect(done.required).toEqual(expect.arrayContaining(['conversationId', 'message', 'safety']));
    const listClients = committed.paths['/api/therapist/clients']?.get as JsonSchema;
    const reply = (listClients.responses as JsonSchema)['2XX'] as JsonSchema;
    const clients = (reply.content as JsonSchema)['application/json'];
    expect(JSON.stringify(clients)).toContain('#/components/schemas/ListClientsResponse');
  });

  it('report a broken structure: dangling $ref, duplicate operationId, undeclared path parameter', () => {
    const broken = copy();
    const paths = broken.paths as Record<string, Record<string, JsonSchema>>;
    (paths['/api/auth/login']?.post as JsonSchema).operationId = 'registerMember';
    (paths['/api/coupons/redeem']?.post as JsonSchema).requestBody = {
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Nowhere' } } },
    };
    delete paths['/api/memory/{modeId}']?.delete?.parameters;
    (paths['/api/health']?.get as JsonSchema).responses = {};
    (paths['/api/modes']?.get as JsonSchema).security = [{ apiKeyInQuery: [] }];
    broken.openapi = '3.0.3';
    expect(openApiStructureProblems(broken).sort()).toEqual(
      [
        'DELETE /api/memory/{modeId}: path parameter {modeId} is not declared',
        'GET /api/health: no responses',
        'GET /api/modes: security scheme apiKeyInQuery is not defined',
        'openapi must be a 3.1.x version string',
        'operationId registerMember is used by POST /api/auth/register and POST /api/auth/login',
        '#/paths//api/coupons/redeem/post/requestBody/content/application/json/schema: $ref #/components/schemas/Nowhere does not resolve',
      ].sort(),
    );
  });

  it('moves a recursive contract’s definitions into components, so every $ref resolves', () => {
    const node = z.object({
      name: z.string(),
      get children() {
        return z.optional(z.array(node));
      },
    });
    const route = routes.find((candidate) => routeKey(candidate) === 'POST /api/coupons/redeem');
    if (!route) throw new Error('no route');
    const document = buildOpenApiDocument(
      [{ route, body: z.object({ tree: node, other: node }), response: node }],
      { version: '1.0.0' },
    );
    expect(openApiStructureProblems(document)).toEqual([]);
    const schemas = document.components.schemas as Record<string, JsonSchema>;
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining(['RedeemCouponRequest', 'RedeemCouponRequestSchema0', 'RedeemCouponResponse']),
    );
    expect(JSON.stringify(schemas.RedeemCouponResponse)).toContain(
      '#/components/schemas/RedeemCouponResponse',
    );
  });
});
