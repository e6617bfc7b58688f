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
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    headers[name] = values.join(name === 'cookie' ? '; ' : ', ');
    multiValueHeaders[name] = values;
  }
  const query: Record<string, string> = {};
  const multiQuery: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) {
    query[name] = value;
    const values = multiQuery[name] ?? [];
    values.push(value);
    multiQuery[name] = values;
  }
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
