import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { RouteDefinition } from '#shared/api/routes.ts';

export interface IncomingApiRequest {
  method: string;
  /** Path and query string, as received. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
}

/**
 * Values by name, each name an own property, as API Gateway's JSON event has them: names are the
 * caller's, so one called `__proto__` is data, never a prototype.
 */
function byName<V>(
  values: Map<string, string[]>,
  pick: (name: string, values: string[]) => V,
): Record<string, V> {
  return Object.fromEntries([...values].map(([name, all]) => [name, pick(name, all)]));
}

/** Single-value headers (repeats joined; cookies with `; `) and multi-value headers. */
function headersOf(incoming: IncomingHttpHeaders) {
  const headerValues = new Map<string, string[]>();
  for (const [name, value] of Object.entries(incoming)) {
    if (value !== undefined) headerValues.set(name, Array.isArray(value) ? value : [value]);
  }
  return {
    headers: byName(headerValues, (name, values) => values.join(name === 'cookie' ? '; ' : ', ')),
    multiValueHeaders: byName(headerValues, (_, values) => values),
  };
}

/** Query parameters: the last value of each name, and every value; null when there is no query. */
function queryOf(url: URL) {
  if (url.searchParams.size === 0) {
    return { queryStringParameters: null, multiValueQueryStringParameters: null };
  }
  const queryValues = new Map<string, string[]>();
  for (const [name, value] of url.searchParams)
    queryValues.set(name, [...(queryValues.get(name) ?? []), value]);
  return {
    queryStringParameters: byName(queryValues, (_, values) => values.at(-1) as string),
    multiValueQueryStringParameters: byName(queryValues, (_, values) => values),
  };
}

/** The caller as API Gateway describes it: only the source IP and user agent are known locally. */
function identityOf(
  sourceIp: string,
  userAgent: string | undefined,
): APIGatewayProxyEvent['requestContext']['identity'] {
  return {
    accessKey: null,
    accountId: null,
    apiKey: null,
    apiKeyId: null,
    caller: null,
    clientCert: null,
    cognitoAuthenticationProvider: null,
    cognitoAuthenticationType: null,
    cognitoIdentityId: null,
    cognitoIdentityPoolId: null,
    principalOrgId: null,
    sourceIp,
    user: null,
    userAgent: userAgent ?? null,
    userArn: null,
  };
}

/**
 * Builds the API Gateway REST proxy event the deployed handler receives: resource and path
 * parameters from the route table, single- and multi-value headers and query parameters, the raw
 * body (base64 when it is not text), and a requestContext with a request id and the source IP.
 */
export function toApiGatewayEvent(
  request: IncomingApiRequest,
  route: RouteDefinition,
  pathParameters: Record<string, string>,
): APIGatewayProxyEvent {
  const url = new URL(request.url, 'http://local');
  const { headers, multiValueHeaders } = headersOf(request.headers);
  const contentType = headers['content-type'] ?? '';
  const isText = request.body.length === 0 || /json|text|x-www-form-urlencoded/.test(contentType);
  return {
    resource: route.path,
    path: url.pathname,
    httpMethod: request.method.toUpperCase(),
    headers,
    multiValueHeaders,
    ...queryOf(url),
    pathParameters: Object.keys(pathParameters).length > 0 ? pathParameters : null,
    stageVariables: null,
    body: request.body.length === 0 ? null : request.body.toString(isText ? 'utf8' : 'base64'),
    isBase64Encoded: !isText,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      authorizer: null,
      protocol: 'HTTP/1.1',
      httpMethod: request.method.toUpperCase(),
      identity: identityOf(request.sourceIp, headers['user-agent']),
      path: `/local${url.pathname}`,
      stage: 'local',
      requestId: randomUUID(),
      requestTimeEpoch: Date.now(),
      resourceId: 'local',
      resourcePath: route.path,
    },
  };
}
