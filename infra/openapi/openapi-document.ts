/**
 * Builds the API's OpenAPI 3.1 document from the contracts `defineEndpoint` attaches to every
 * handler (the route table entry and the zod schemas), so the document cannot describe an endpoint
 * differently from the code that validates its requests. Pure: no files, no handlers run.
 */
import * as z from 'zod/mini';
import { cookieBaseNames } from '#functions/http/cookies.ts';
import type { EndpointContract } from '#functions/http/endpoint.ts';
import type { Access } from '#shared/api/routes.ts';
import { declaresNoContent } from '#shared/api/schemas/reply-parts.ts';
import { errorBodyFieldDescriptions, errorBodySchema } from './error-body-schema';

export type JsonSchema = { [key: string]: unknown };
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, JsonSchema>>;
  components: Record<string, Record<string, JsonSchema>>;
  [key: string]: unknown;
};

export const OPENAPI_VERSION = '3.1.0';

/** Security schemes: the Bearer token any kind of account may send, and each kind's own cookie. */
const bearerScheme = 'bearerToken';
const cookieSchemes: Record<Exclude<Access, 'public'>, string> = {
  member: 'memberSession',
  therapist: 'therapistSession',
  client: 'clientSession',
};

const accountNames: Record<Exclude<Access, 'public'>, string> = {
  member: 'a signed-in member',
  therapist: 'a signed-in therapist',
  client: "a signed-in client of a therapist's practice",
};

function securitySchemes(): Record<string, JsonSchema> {
  const schemes: Record<string, JsonSchema> = {
    [bearerScheme]: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description:
        'The token a sign-in or sign-up returns. Its audience names the kind of account, and only the endpoints for that kind accept it.',
    },
  };
  for (const [kind, name] of Object.entries(cookieSchemes) as [keyof typeof cookieSchemes, string][]) {
    schemes[name] = {
      type: 'apiKey',
      in: 'cookie',
      // Deployed cookies carry the __Host- prefix (functions/http/cookies.ts).
      name: `__Host-${cookieBaseNames[kind]}`,
      description: `The httpOnly session cookie ${accountNames[kind]} gets from the browser sign-in. A change sent with it must come from the app's own origin with a JSON content type.`,
    };
  }
  return schemes;
}

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } };

const sharedResponses: Record<string, JsonSchema> = {
  InvalidInput: {
    description:
      'The body, query string or JSON is not valid (VALIDATION_FAILED, INVALID_JSON, BAD_REQUEST): `message` says what, `errors` names each field.',
    content: errorContent,
  },
  Unauthenticated: {
    description: 'No valid session of the kind this endpoint is for (UNAUTHENTICATED).',
    content: errorContent,
  },
  NotFound: {
    description: 'Nothing with that path parameter exists for this caller (NOT_FOUND).',
    content: errorContent,
  },
  Error: {
    description:
      'Any other refusal or failure, with the status shared/errors.ts gives its code (for example 402 QUOTA_EXCEEDED, 403 FORBIDDEN, 409 CONFLICT, 413, 415, 429 RATE_LIMITED with Retry-After, 5xx) and the same body.',
    content: errorContent,
  },
};

const jsonSchemaOptions = {
  target: 'draft-2020-12',
  unrepresentable: 'any',
  cycles: 'ref',
  reused: 'inline',
} as const;

/** A zod contract as a JSON Schema (2020-12, the dialect of OpenAPI 3.1). */
function toSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { ...jsonSchemaOptions, io }) as JsonSchema;
  return rest;
}

/**
 * JSON Schema's `#/$defs/...` and `#` (the schema itself, in a recursive one) would resolve against
 * the whole document in OpenAPI: definitions move to `components.schemas` under a prefixed name,
 * and their references follow. `self` names the component the schema itself becomes, if any.
 */
function hoistDefinitions(
  schema: JsonSchema,
  prefix: string,
  components: Record<string, JsonSchema>,
  self?: string,
): JsonSchema {
  const definitions = (schema.$defs ?? {}) as Record<string, JsonSchema>;
  const { $defs: _definitions, ...body } = schema;
  const renamed = new Map(Object.keys(definitions).map((name) => [name, `${prefix}${pascal(name)}`]));
  const target = (ref: string): string => {
    if (ref === '#' && self) return `#/components/schemas/${self}`;
    const definition = ref.startsWith('#/$defs/') ? renamed.get(ref.slice('#/$defs/'.length)) : undefined;
    if (!definition) throw new Error(`${prefix}: cannot place the reference ${ref} in the OpenAPI document`);
    return `#/components/schemas/${definition}`;
  };
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === '$ref' && typeof inner === 'string' ? target(inner) : rewrite(inner),
      ]),
    );
  };
  for (const [name, definition] of Object.entries(definitions)) {
    components[renamed.get(name) as string] = rewrite(definition) as JsonSchema;
  }
  return rewrite(body) as JsonSchema;
}

/** Registers a contract as a named component and returns the reference to it. */
function componentFor(
  schema: z.ZodMiniType,
  io: 'input' | 'output',
  name: string,
  components: Record<string, JsonSchema>,
): JsonSchema {
  components[name] = hoistDefinitions(toSchema(schema, io), name, components, name);
  return { $ref: `#/components/schemas/${name}` };
}

function pascal(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('');
}

/** `list-conversation-messages` -> `List conversation messages`. */
function sentence(fileName: string): string {
  const words = fileName.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function camel(text: string): string {
  const name = pascal(text);
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** `list-conversations`, or `therapist/list-conversations` when two areas share a file name. */
function operationIds(contracts: readonly EndpointContract[]): string[] {
  const baseName = (contract: EndpointContract) => contract.route.handler.split('/').pop() as string;
  const counts = new Map<string, number>();
  for (const contract of contracts) counts.set(baseName(contract), (counts.get(baseName(contract)) ?? 0) + 1);
  return contracts.map((contract) =>
    camel((counts.get(baseName(contract)) ?? 0) > 1 ? contract.route.handler : baseName(contract)),
  );
}

function parametersFrom(schema: JsonSchema, location: 'path' | 'query'): JsonSchema[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

function describeAccess(contract: EndpointContract): string {
  const { access, stream, portals } = contract.route;
  const lines = [
    access === 'public'
      ? 'Public: no session needed.'
      : `For ${accountNames[access]}: their session cookie, or their token as a Bearer header.`,
  ];
  if (stream) {
    lines.push(
      'Streams the reply as Server-Sent Events when the request asks for `text/event-stream`; otherwise answers with JSON.',
    );
  }
  if (portals) lines.push("Therapist portals (the practices' own subdomains) may call it with their cookie.");
  return lines.join(' ');
}

function operationFor(
  contract: EndpointContract,
  operationId: string,
  components: Record<string, JsonSchema>,
): JsonSchema {
  const { route } = contract;
  const name = pascal(operationId);
  const inline = (schema: z.ZodMiniType, suffix: string) =>
    hoistDefinitions(toSchema(schema, 'input'), `${name}${suffix}`, components);
  const parameters = [
    ...(contract.params ? parametersFrom(inline(contract.params, 'Path'), 'path') : []),
    ...(contract.query ? parametersFrom(inline(contract.query, 'Query'), 'query') : []),
  ];
  const operation: JsonSchema = {
    operationId,
    summary: sentence(route.handler.split('/').pop() as string),
    description: describeAccess(contract),
    tags: [route.handler.split('/')[0]],
    'x-mirrorwell-access': route.access,
    security:
      route.access === 'public' ? [] : [{ [bearerScheme]: [] }, { [cookieSchemes[route.access]]: [] }],
  };
  if (parameters.length > 0) operation.parameters = parameters;
  if (contract.body) {
    const schema = componentFor(contract.body, 'input', `${name}Request`, components);
    // An empty body reads as `{}`: it may be left out when no field is required.
    const required = ((components[`${name}Request`]?.required ?? []) as string[]).length > 0;
    operation.requestBody = { required, content: { 'application/json': { schema } } };
  }
  const responses: JsonSchema = successResponses(contract, name, components, operation);
  if (contract.body || contract.query) responses['400'] = { $ref: '#/components/responses/InvalidInput' };
  if (route.access !== 'public') responses['401'] = { $ref: '#/components/responses/Unauthenticated' };
  if (contract.params) responses['404'] = { $ref: '#/components/responses/NotFound' };
  responses.default = { $ref: '#/components/responses/Error' };
  operation.responses = responses;
  return operation;
}

/**
 * The success reply: `204` for an endpoint that declares no body, otherwise `2XX` with the declared
 * response schema, and for a streaming route its Server-Sent Events, each event's data named in
 * `x-mirrorwell-stream-events` (OpenAPI 3.1 has no field for the items of a stream).
 */
function successResponses(
  contract: EndpointContract,
  name: string,
  components: Record<string, JsonSchema>,
  operation: JsonSchema,
): JsonSchema {
  const { route } = contract;
  if (declaresNoContent(contract.response)) return { '204': { description: 'Done: nothing to return.' } };
  const schema = contract.response
    ? componentFor(contract.response, 'output', `${name}Response`, components)
    : {};
  const content: JsonSchema = { 'application/json': { schema } };
  if (route.stream) {
    content['text/event-stream'] = {
      schema: {
        type: 'string',
        description:
          'Server-Sent Events: `start`, then `token` ... as the reply grows, then `done` (the same object as the JSON reply) or `error`. Each event’s data is in x-mirrorwell-stream-events.',
      },
    };
    operation['x-mirrorwell-stream-events'] = {
      ...(contract.streamStart
        ? { start: componentFor(contract.streamStart, 'output', `${name}StreamStart`, components) }
        : {}),
      token: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
      done: schema,
      error: {
        allOf: [
          { $ref: '#/components/schemas/ErrorBody' },
          { type: 'object', properties: { status: { type: 'integer' } }, required: ['status'] },
        ],
      },
    };
  }
  const description =
    route.method === 'GET'
      ? 'The JSON reply.'
      : 'Done: the JSON reply (201 when something was created, 202 when it waits for a mailed link).';
  return { '2XX': { description, content } };
}

function errorBodyComponent(): JsonSchema {
  const schema = toSchema(errorBodySchema, 'output');
  const properties = schema.properties as Record<string, JsonSchema>;
  for (const [field, description] of Object.entries(errorBodyFieldDescriptions)) {
    properties[field] = { description, ...properties[field] };
  }
  return { description: 'The body of every error reply.', ...schema };
}

export interface OpenApiOptions {
  version: string;
}

/** The document for these endpoints, in route-table order. */
export function buildOpenApiDocument(
  contracts: readonly EndpointContract[],
  options: OpenApiOptions,
): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = { ErrorBody: errorBodyComponent() };
  const paths: OpenApiDocument['paths'] = {};
  const ids = operationIds(contracts);
  contracts.forEach((contract, index) => {
    const { method, path } = contract.route;
    paths[path] ??= {};
    paths[path][method.toLowerCase()] = operationFor(contract, ids[index] as string, schemas);
  });
  const tags = [...new Set(contracts.map((contract) => contract.route.handler.split('/')[0] as string))];
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Mirrorwell API',
      version: options.version,
      description:
        'Every endpoint of Mirrorwell, generated from the route table (shared/api/routes.ts) and the zod contracts the handlers validate with (`npm run openapi`). Three kinds of account (members, therapists, clients of a practice) each have their own session and are never mixed. Every error has the same JSON body: a human `message` and a `code`.',
    },
    servers: [{ url: '/', description: "The app's own origin: the API lives under /api on the same host." }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: { schemas, responses: sharedResponses, securitySchemes: securitySchemes() },
  };
}
