import fc from 'fast-check';
import type { RouteDefinition } from '#shared/api/routes.ts';
import { modeIds } from '#shared/domain/modes.ts';
import { headersFor } from './hostile-headers';

/**
 * Generators of valid, mutated and hostile requests for any route of the table. A generated
 * request is plain data: strings may hold `⟦name⟧` or `⟦name#i⟧` placeholders for values that exist
 * only at run time (the member's token, their conversation ids, a page cursor), filled in by
 * `materialize` just before the request is sent, so a failing case prints and replays as it is.
 */
export interface PlannedRequest {
  method: string;
  /** The path, percent-encoded where it needs to be, with placeholders. */
  path: string;
  /** Query pairs, encoded when sent; `raw` pairs are sent as written (percent garbage). */
  query: { name: string; value: string; raw: boolean }[];
  headers: Record<string, string>;
  /** A JSON (or not) body; undefined sends none. */
  body?: string;
  /** The body's Content-Type; undefined sends the body as bytes with no Content-Type at all. */
  contentType?: string;
}

/** Run-time values by placeholder name: a list (picked by `#i`) or a maker called each time. */
export type Placeholders = Record<string, readonly string[] | (() => string)>;

export function materialize(text: string, values: Placeholders): string {
  return text.replace(/⟦(\w+)(?:#(\d+))?⟧/g, (_match, name: string, index: string | undefined) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for the placeholder ${name}`);
    if (typeof value === 'function') return value();
    return value[Number(index ?? 0) % value.length] ?? '';
  });
}

const pick = (name: string) => fc.nat(99).map((index) => `⟦${name}#${index}⟧`);

export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/** A valid value for each path parameter name the table uses; a new name needs a line here. */
export const validPathValues: Record<string, fc.Arbitrary<string>> = {
  id: pick('conversation'),
  modeId: fc.constantFrom(...modeIds),
  clientId: fc.uuid(),
  conversationId: fc.constant('01J9ZQ5V8W3X4Y5Z6A7B8C9D0E'),
  subdomain: fc.constantFrom('nosuchpractice', 'harbor42', 'www'),
  downloadId: fc.constantFrom('grounding-practices-card', 'shadow-work-prompts', 'no-such-download'),
  sessionId: fc.constantFrom('01J9ZQ5V8W3X4Y5Z6A7B8C9D0E', `01J9ZQ5V8W3X4Y5Z6A7B8C9D0E.${'A'.repeat(43)}`),
  promptId: fc.constant('01J9ZQ5V8W3X4Y5Z6A7B8C9D0E'),
  summaryId: fc.constant('01J9ZQ5V8W3X4Y5Z6A7B8C9D0E'),
};

const percentGarbage = fc
  .array(fc.constantFrom('%', '%2', '%G1', '%ff', '%FE%FF', '%C3%28', '%ED%A0%80', '%C0%AF', 'a', '%00'), {
    minLength: 1,
    maxLength: 10,
  })
  .map((parts) => parts.join(''));

const hugeSegment = fc
  .tuple(fc.integer({ min: 27, max: 3000 }), fc.constantFrom('A', '7', 'z', '0', '-', '_', '~', '%41'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, Math.max(length, 27)));

/** Path segments nobody should send: traversal, encoded slashes, huge, unicode, lookalike ids. */
const hostileSegment = fc.oneof(
  fc.constantFrom(
    '',
    '.',
    '..',
    '%2F',
    '%2f..%2f',
    '%2e%2e',
    '%2E',
    '%00',
    '%20',
    '+',
    '~',
    '%22',
    '%27',
    '%3Cscript%3E',
    '%23',
    'CONV%23x',
    'USER%23x%23CONVS',
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'null',
    'undefined',
    '0',
    '-1',
    '%E2%80%AE',
    '%EF%BB%BF',
    '%F0%9F%98%80',
  ),
  pick('otherConversation'),
  pick('conversationLookalike'),
  hugeSegment,
  percentGarbage,
  fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeURIComponent),
  fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent),
);

function pathFor(route: RouteDefinition): fc.Arbitrary<string> {
  const names = pathParameterNames(route.path);
  const values = names.map((name) =>
    fc.oneof(
      { weight: 3, arbitrary: validPathValues[name] ?? hostileSegment },
      { weight: 4, arbitrary: hostileSegment },
    ),
  );
  const suffix = fc.oneof(
    { weight: 8, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constantFrom('/', '//', '/x', '.json', '%2F', '/..') },
  );
  return fc.tuple(fc.tuple(...values), suffix).map(([chosen, end]) => {
    let path = route.path;
    names.forEach((name, index) => {
      path = path.replace(`{${name}}`, chosen[index] as string);
    });
    return `${path}${end}`;
  });
}

/** Query parameters the table's routes read, and names nobody should send. */
const queryName = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('limit', 'cursor', 'q', 'format') },
  fc.constantFrom(
    '__proto__',
    'constructor',
    'hasOwnProperty',
    'toString',
    'cursor[]',
    'limit[0]',
    'a.b',
    '',
  ),
  fc.stringMatching(/^[a-z]{1,8}$/),
);
const queryValue = fc.oneof(
  fc.constantFrom('1', '50', '0', '-1', '51', '1e1', '1e400', 'NaN', 'Infinity', '2.5', '0x10', ' 5 ', ''),
  fc.constantFrom('json', 'markdown', 'pdf', 'JSON', 'ab', 'a', 'calm', 'true', 'null', '[]', '{}'),
  pick('cursor'),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 100, max: 2500 }).map((length) => 'q'.repeat(length)),
);
/** A page cursor: the member's own, another member's, or forged (built in the test's fixture). */
const cursorPair = fc.record({ name: fc.constant('cursor'), value: pick('cursor'), raw: fc.constant(false) });
const queryFor = fc.array(
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        name: queryName,
        value: fc.oneof(queryValue, percentGarbage),
        raw: fc.boolean(),
      }),
    },
    { weight: 1, arbitrary: cursorPair },
  ),
  { maxLength: 4 },
);

/** Values a real client sends, by body field name across the table's routes. */
const validFieldValues: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.constantFrom('⟦email⟧', '⟦newEmail⟧', 'nobody@example.com'),
  password: fc.constantFrom('⟦password⟧', 'quiet-river-42', 'not-the-password-9'),
  firstName: fc.constantFrom('Ann', 'Zoë', '李', "O'Neil"),
  lastName: fc.constantFrom('Lee', 'Ñúñez', 'ʻŌlelo'),
  pendingCoupon: fc.constantFrom('friends100', ' FRIENDS100 ', 'nope', null),
  message: fc.oneof(
    fc.constantFrom(
      'I feel calm today',
      'Everything feels heavy lately',
      '/shadowmode what is under this',
      '/innerchild',
      '/nosuchguide hello',
      'I want to end my life',
    ),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }),
  ),
  conversationId: fc.oneof(pick('conversation'), pick('otherConversation'), fc.constant(null)),
  modeId: fc.constantFrom(...modeIds),
  title: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }),
};

/** Nested `{"a": ...}` objects, built without recursion. */
function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
}

/** A value of the wrong kind, size or encoding for any field. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    '',
    ' ',
    '\u0000',
    '\u202e',
    '\ufeff',
    '\ud800',
    '__proto__',
  ),
  fc.integer(),
  fc.double(),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.integer({ min: 4001, max: 60_000 }).map((length) => 'x'.repeat(length)),
  fc.array(fc.string(), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 50, max: 3000 }).map(nested),
);

const validObject = fc.record(validFieldValues);
const partialObject = fc.record(validFieldValues, { requiredKeys: [] });
const mutatedObject = fc
  .tuple(validObject, fc.dictionary(fc.constantFrom(...Object.keys(validFieldValues)), hostileValue))
  .map(([valid, hostile]) => ({ ...valid, ...hostile }));

/** Keys that would pollute a prototype if a server merged bodies carelessly. */
const polluted = fc
  .tuple(
    partialObject,
    fc.constantFrom(
      '"__proto__":{"isAdmin":true,"subscriptionTier":"lifetime"}',
      '"constructor":{"prototype":{"isAdmin":true}}',
      '"__proto__":null',
      '"prototype":"x","toString":"y","hasOwnProperty":1',
    ),
  )
  .map(([object, extra]) => {
    const text = JSON.stringify(object);
    return text === '{}' ? `{${extra}}` : `${text.slice(0, -1)},${extra}}`;
  });

const bodyText = fc.oneof(
  { weight: 4, arbitrary: validObject.map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: partialObject.map((value) => JSON.stringify(value)) },
  { weight: 4, arbitrary: mutatedObject.map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: polluted },
  { weight: 1, arbitrary: fc.json({ maxDepth: 3 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      'null',
      '[]',
      '""',
      '0',
      'true',
      '[{}]',
      '{"a":1,}',
      '{',
      '}',
      '{"email":',
      'NaN',
      'undefined',
      '\ufeff{}',
      '{"message":"\\ud800"}',
      '{"title":"\\u0000"}',
      '{"message":{"$gt":""}}',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 100, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 100, max: 5000 })
      .map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 64 * 1024 + 1, max: 100_000 })
      .map((length) => JSON.stringify({ message: 'x'.repeat(length) })),
  },
);

const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      undefined,
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json; charset=utf-16',
      'text/plain',
      'text/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=----x',
      'application/octet-stream',
      'application/json-patch+json',
      '',
      '*/*',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 200, max: 3000 }).map((length) => `application/json;${'a'.repeat(length)}`),
  },
);

/** Roughly what the request line and headers take before placeholders grow (a token is ~300). */
function headerBlockSize(request: PlannedRequest): number {
  const query = request.query.reduce((size, pair) => size + (pair.name.length + pair.value.length) * 3, 0);
  const headers = Object.entries(request.headers).reduce(
    (size, [n, v]) => size + n.length + v.length + 300,
    0,
  );
  return request.path.length + query + headers;
}

/** What a request gets wrong: one part at a time, so the rest is valid and the request goes deep; or all. */
type Focus = 'path' | 'query' | 'headers' | 'body' | 'all';
const focus: fc.Arbitrary<Focus> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<Focus>('path', 'query', 'headers', 'body') },
  { weight: 1, arbitrary: fc.constant<Focus>('all') },
);

function validPath(route: RouteDefinition): fc.Arbitrary<string> {
  const names = pathParameterNames(route.path);
  return fc
    .tuple(...names.map((name) => validPathValues[name] ?? fc.constant(name)))
    .map((values) =>
      names.reduce((path, name, index) => path.replace(`{${name}}`, values[index] as string), route.path),
    );
}

/** The query parameters the table's routes read, with valid values; each route ignores the rest. */
const validQuery = fc.subarray<PlannedRequest['query'][number]>([
  { name: 'limit', value: '10', raw: false },
  { name: 'cursor', value: '⟦cursor#0⟧', raw: false },
  { name: 'q', value: 'mind', raw: false },
  { name: 'format', value: 'markdown', raw: false },
]);

const noBody = { body: undefined, contentType: undefined };
const validBody = validObject.map((value) => ({
  body: JSON.stringify(value),
  contentType: 'application/json',
}));
const hostileBody = fc.oneof(
  { weight: 1, arbitrary: fc.constant(noBody) },
  { weight: 9, arbitrary: fc.record({ body: bodyText, contentType }) },
);

/**
 * Any request for a route: its method, and a valid or hostile path, query, headers and (for methods
 * that carry one) body. Requests stay below Node's 16 KB header limit, which the local server
 * enforces before any handler runs (API Gateway has its own).
 */
export function plannedRequest(route: RouteDefinition): fc.Arbitrary<PlannedRequest> {
  const hasBody = route.method !== 'GET';
  return focus
    .chain((part) => {
      const hostile = (name: Focus) => part === name || part === 'all';
      return fc.record({
        path: hostile('path') ? pathFor(route) : validPath(route),
        query: hostile('query') ? queryFor : validQuery,
        headers: headersFor(route, hostile('headers')),
        body: !hasBody ? fc.constant(noBody) : hostile('body') ? hostileBody : validBody,
      });
    })
    .map(({ path, query, headers, body }) => ({ method: route.method, path, query, headers, ...body }))
    .filter((request) => headerBlockSize(request) < 13_000);
}
