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
  // Names are the caller's: collected in Maps and made own properties, as API Gateway's JSON event
  // has them, so a parameter called `__proto__` is data, never a prototype.
  const headerValues = new Map<string, string[]>();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headerValues.set(name, Array.isArray(value) ? value : [value]);
  }
  const headers: Record<string, string> = Object.fromEntries(
    [...headerValues].map(([name, values]) => [name, values.join(name === 'cookie' ? '; ' : ', ')]),
  );
  const multiValueHeaders: Record<string, string[]> = Object.fromEntries(headerValues);
  const queryValues = new Map<string, string[]>();
  for (const [name, value] of url.searchParams)
    queryValues.set(name, [...(queryValues.get(name) ?? []), value]);
  const query: Record<string, string> = Object.fromEntries(
    [...queryValues].map(([name, values]) => [name, values.at(-1) as string]),
  );
  const multiQuery: Record<string, string[]> = Object.fromEntries(queryValues);
  const contentType = headers['content-type'] ?? '';
  const isText = request.body.length === 0 || /json|text|x-www-form-urlencoded/.test(contentType);
  const requestId = randomUUID();
  const now = new Date();
  return {
    resource: route.path,
    path: url.pathname,
    httpMethod: request.method.toUpperCase(),
    headers,
    multiValueHeaders,
    queryStringParameters: url.searchParams.size > 0 ? query : null,
    multiValueQueryStringParameters: url.searchParams.size > 0 ? multiQuery : null,
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
      identity: {
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
        sourceIp: request.sourceIp,
        user: null,
        userAgent: headers['user-agent'] ?? null,
        userArn: null,
      },
      path: `/local${url.pathname}`,
      stage: 'local',
      requestId,
      requestTimeEpoch: now.getTime(),
      resourceId: 'local',
      resourcePath: route.path,
    },
  };
}
