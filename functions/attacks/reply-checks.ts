import type { ApiReply } from '#functions/test-support/test-api.ts';

/**
 * What a caller may see when a request is refused: JSON with a message a person can read. Never a
 * stack trace, an exception's name, zod's default wording, 'undefined', or a table key.
 */
const LEAKS: readonly [RegExp, string][] = [
  [/\n\s+at\s|\bat\s+\S+\s+\(|\.ts:\d+:\d+/, 'a stack trace'],
  [
    /\b(TypeError|ReferenceError|SyntaxError|RangeError|URIError|\w+Exception|ZodError|JOSEError|JWSInvalid|JWTInvalid|JWTExpired)\b/,
    'an internal error name',
  ],
  [/\bundefined\b|\bNaN\b|\[object Object\]/, 'a programming value'],
  [
    /\b(USER|CONV|MSG|MEM|USAGE|SAFETY|SESSIONS?|RATE|LOGINFAIL|EMAIL|TENANT)#|\bgsi\d(pk|sk)\b/,
    'a table key',
  ],
  [
    /Invalid input|Too (big|small):|expected \w+ to (have|be)|expected \w+, received/,
    "zod's default wording",
  ],
];

/** Problems with a reply to a refused request (status 4xx); empty when it is a proper refusal. */
export function refusalProblems(reply: ApiReply<unknown>): string[] {
  const problems: string[] = [];
  if (!/^application\/json/.test(reply.headers.get('content-type') ?? ''))
    problems.push('the body is not JSON');
  const body = reply.body as { message?: unknown; errors?: unknown } | undefined;
  const message = typeof body === 'object' && body !== null ? body.message : undefined;
  if (typeof message !== 'string' || !/[A-Za-z]{3,}/.test(message)) {
    problems.push('there is no human message');
  }
  const texts = [
    typeof message === 'string' ? message : '',
    ...(typeof body?.errors === 'object' && body.errors !== null ? Object.values(body.errors) : []).map(
      String,
    ),
  ];
  for (const [pattern, what] of LEAKS) {
    if (texts.some((text) => pattern.test(text))) problems.push(`the message shows ${what}`);
  }
  if (LEAKS[0]?.[0].test(reply.text)) problems.push('the body holds a stack trace');
  return problems;
}

/** Problems with any reply: a 5xx, or a 4xx that is not a proper refusal. */
export function replyProblems(reply: ApiReply<unknown>): string[] {
  if (reply.status >= 500) return [`status ${reply.status}`];
  return reply.status >= 400 ? refusalProblems(reply) : [];
}
