/**
 * The API's JSON answers that never reach a Lambda: unknown paths (404), known paths with a method
 * the route table does not list (405), and API Gateway's own refusals (throttling, oversize bodies,
 * timeouts, failures). Every body has the `{ message, code }` shape of `shared/errors.ts`, so the web
 * client reads them like any other API error.
 */
import {
  type IResource,
  type MethodOptions,
  MockIntegration,
  PassthroughBehavior,
  ResponseType,
  type RestApiBase,
} from 'aws-cdk-lib/aws-apigateway';
import type { ErrorCode } from '#shared/errors.ts';

export const notFoundBody = { message: 'Not found', code: 'NOT_FOUND' } as const satisfies ErrorBodyTemplate;
export const methodNotAllowedBody = {
  message: 'Method not allowed',
  code: 'METHOD_NOT_ALLOWED',
} as const satisfies ErrorBodyTemplate;

interface ErrorBodyTemplate {
  readonly message: string;
  readonly code: ErrorCode;
}

/**
 * Content types a mock accepts. API Gateway treats a request without a body type as JSON; the
 * others are what browsers and scripts send. Anything more exotic gets the JSON 415 below.
 */
const mockRequestContentTypes = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
];

const jsonHeaderValue = "'application/json'";
const noStoreHeaderValue = "'no-store'";

/** Adds a method on `resource` that answers with a fixed JSON error and never calls a Lambda. */
export function addJsonMockMethod(
  resource: IResource,
  httpMethod: string,
  statusCode: number,
  body: ErrorBodyTemplate,
  extraHeaders: Record<string, string> = {},
): void {
  const headers: Record<string, string> = {
    'Content-Type': jsonHeaderValue,
    'Cache-Control': noStoreHeaderValue,
    ...Object.fromEntries(Object.entries(extraHeaders).map(([name, value]) => [name, `'${value}'`])),
  };
  const integration = new MockIntegration({
    passthroughBehavior: PassthroughBehavior.NEVER,
    requestTemplates: Object.fromEntries(
      mockRequestContentTypes.map((type) => [type, JSON.stringify({ statusCode })]),
    ),
    integrationResponses: [
      {
        statusCode: String(statusCode),
        responseTemplates: { 'application/json': JSON.stringify(body) },
        responseParameters: Object.fromEntries(
          Object.entries(headers).map(([name, value]) => [`method.response.header.${name}`, value]),
        ),
      },
    ],
  });
  const options: MethodOptions = {
    methodResponses: [
      {
        statusCode: String(statusCode),
        responseParameters: Object.fromEntries(
          Object.keys(headers).map((name) => [`method.response.header.${name}`, true]),
        ),
      },
    ],
  };
  resource.addMethod(httpMethod, integration, options);
}

interface GatewayErrorResponse {
  readonly id: string;
  readonly type: ResponseType;
  /** Overrides the status API Gateway would send. */
  readonly statusCode?: number;
  readonly code: ErrorCode;
  /** A fixed message, or API Gateway's own (already JSON-quoted) message. */
  readonly message: string | 'gateway';
}

const gatewayErrorResponses: readonly GatewayErrorResponse[] = [
  // API Gateway answers an unknown path with "Missing Authentication Token" (403): it is a 404.
  {
    id: 'UnknownPath',
    type: ResponseType.MISSING_AUTHENTICATION_TOKEN,
    statusCode: 404,
    code: 'NOT_FOUND',
    message: notFoundBody.message,
  },
  {
    id: 'ResourceNotFound',
    type: ResponseType.RESOURCE_NOT_FOUND,
    statusCode: 404,
    code: 'NOT_FOUND',
    message: notFoundBody.message,
  },
  {
    id: 'Throttled',
    type: ResponseType.THROTTLED,
    code: 'RATE_LIMITED',
    message: 'Too many requests. Please wait a moment and try again.',
  },
  {
    id: 'RequestTooLarge',
    type: ResponseType.REQUEST_TOO_LARGE,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request is too large.',
  },
  {
    id: 'UnsupportedMediaType',
    type: ResponseType.UNSUPPORTED_MEDIA_TYPE,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as JSON.',
  },
  {
    id: 'IntegrationTimeout',
    type: ResponseType.INTEGRATION_TIMEOUT,
    code: 'UPSTREAM_TIMEOUT',
    message: 'The server took too long to answer. Please try again.',
  },
  { id: 'Default4xx', type: ResponseType.DEFAULT_4XX, code: 'BAD_REQUEST', message: 'gateway' },
  {
    id: 'Default5xx',
    type: ResponseType.DEFAULT_5XX,
    code: 'INTERNAL',
    message: 'Something went wrong on our side. Please try again.',
  },
];

/** JSON bodies for every refusal API Gateway makes on its own. */
export function addJsonGatewayResponses(api: RestApiBase): void {
  for (const response of gatewayErrorResponses) {
    const message =
      response.message === 'gateway' ? '$context.error.messageString' : JSON.stringify(response.message);
    api.addGatewayResponse(response.id, {
      type: response.type,
      ...(response.statusCode ? { statusCode: String(response.statusCode) } : {}),
      responseHeaders: { 'Content-Type': jsonHeaderValue, 'Cache-Control': noStoreHeaderValue },
      templates: {
        'application/json': `{"message":${message},"code":"${response.code}","requestId":"$context.requestId"}`,
      },
    });
  }
}
