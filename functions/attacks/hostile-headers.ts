import fc from 'fast-check';
import type { RouteDefinition } from '#shared/api/routes.ts';

/**
 * Hostile request headers: over-long, malformed and duplicated values for every header the API
 * reads (addresses, cookies, authorization, content negotiation), and any other header name.
 * Values hold only what fetch can send: Latin-1 without control characters other than tab.
 */
/** Header text as fetch allows it: Latin-1, no control characters other than tab. */
const headerCharacter = fc
  .oneof(
    { weight: 20, arbitrary: fc.integer({ min: 0x20, max: 0x7e }) },
    { weight: 2, arbitrary: fc.integer({ min: 0x80, max: 0xff }) },
    { weight: 1, arbitrary: fc.constant(0x09) },
  )
  .map((code) => String.fromCharCode(code));
const headerText = fc.string({ unit: headerCharacter, maxLength: 120 });
const hugeHeader = fc
  .tuple(
    fc.integer({ min: 2100, max: 3000 }),
    fc.constantFrom('a', '0', '=', ';', ',', '%', '9.', ':', '[', 'é'),
  )
  .map(([length, unit]) => unit.repeat(length).slice(0, length));
const headerValue = fc.oneof(headerText, hugeHeader);
const ipv4 = fc.ipV4();

/** Hostile values for the headers the API reads, and any other header. */
const hostileHeaders: Record<string, fc.Arbitrary<string>> = {
  authorization: fc.oneof(
    headerValue,
    headerText.map((text) => `Bearer ${text}`),
    hugeHeader.map((text) => `Bearer ${text}`),
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'bearer ⟦token⟧',
      'Bearer ⟦token⟧x',
      'Bearer x⟦token⟧',
      'Bearer ⟦token⟧, Bearer forged',
      'Basic Zm9vOmJhcg==',
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
      'Bearer a.b.c',
      'Bearer ...',
    ),
  ),
  cookie: fc.oneof(
    headerValue,
    headerText.map((text) => `mw_member_session=${text}`),
    hugeHeader.map((text) => `mw_member_session=${text}`),
    fc.constantFrom(
      'mw_member_session=⟦token⟧; mw_member_session=forged',
      'mw_member_session=forged; mw_member_session=⟦token⟧',
      'mw_member_session=%',
      'mw_member_session=%E0%A4%A',
      '__proto__=1; constructor=2; toString=3',
      '=; ; ;=;',
      'mw_member_session',
      '__Host-mw_member_session=⟦token⟧; __Host-mw_member_session=x',
    ),
    fc
      .array(fc.constantFrom('mw_member_session=⟦token⟧', 'a=b', 'mw_member_session=x', '__Host-x=1'), {
        maxLength: 8,
      })
      .map((parts) => parts.join('; ')),
  ),
  'cloudfront-viewer-address': fc.oneof(
    headerValue,
    fc.constantFrom(
      '203.0.113.9:443',
      '[2001:db8::1]:443',
      '2001:db8::1:443',
      '::1',
      '[::1]',
      ':',
      '[]:1',
      '999.999.999.999:1',
      'fe80::1%eth0:443',
      '127.0.0.1',
    ),
  ),
  'x-forwarded-for': fc.oneof(
    headerValue,
    fc.array(ipv4, { maxLength: 200 }).map((list) => list.join(', ')),
  ),
  'x-mirrorwell-origin-verify': headerValue,
  accept: fc.oneof(headerValue, fc.constantFrom('application/json', '*/*', 'text/html', 'text/event-stream')),
  origin: fc.oneof(
    headerValue,
    fc.constantFrom('null', 'https://evil.example', 'http://localhost', 'http://x.localhost'),
  ),
  'sec-fetch-site': fc.oneof(headerText, fc.constantFrom('cross-site', 'same-origin', 'same-site', 'none')),
  'user-agent': headerValue,
  'accept-language': headerValue,
  'x-request-id': headerValue,
};
const anyHeader = fc.tuple(
  fc.oneof(fc.stringMatching(/^x-[a-z0-9-]{1,20}$/), fc.constantFrom('__proto__', 'constructor', 'toString')),
  headerValue,
);
const hostileHeader = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .constantFrom(...Object.keys(hostileHeaders))
      .chain((name) => hostileHeaders[name]!.map((value) => [name, value] as const)),
  },
  { weight: 1, arbitrary: anyHeader },
);

/**
 * A route's headers: the member's token where the route needs one and an address of its own; when
 * `hostile`, one to three hostile headers on top. Routes that count callers by address get a
 * hostile address header most of the time, usually an over-long one.
 */
export function headersFor(route: RouteDefinition, hostile: boolean): fc.Arbitrary<Record<string, string>> {
  const asMember = route.access === 'member';
  const auth = fc.oneof(
    { weight: asMember ? 8 : 2, arbitrary: fc.constant({ authorization: 'Bearer ⟦token⟧' }) },
    { weight: 2, arbitrary: fc.constant({}) },
  );
  // Each request its own address, so per-address limits do not end the run early.
  const ownAddress = fc.constant('⟦address⟧');
  const readsAddress = route.uses.includes('caller-address');
  const hostileAddress = fc.oneof(
    { weight: readsAddress ? 2 : 1, arbitrary: hugeHeader },
    { weight: 1, arbitrary: hostileHeaders['cloudfront-viewer-address'] as fc.Arbitrary<string> },
  );
  const address = hostile
    ? fc.oneof(
        { weight: readsAddress ? 1 : 4, arbitrary: ownAddress },
        { weight: 2, arbitrary: hostileAddress },
      )
    : ownAddress;
  const extras = hostile ? fc.array(hostileHeader, { minLength: 1, maxLength: 2 }) : fc.constant([]);
  return fc.tuple(auth, address, extras).map(([base, viewer, extra]) => {
    const headers: Record<string, string> = { ...base, 'cloudfront-viewer-address': viewer };
    for (const [name, value] of extra) headers[name] = value;
    // The streaming route is asked for JSON: a stream would only slow the run.
    if (route.stream && /event-stream/i.test(headers.accept ?? '')) delete headers.accept;
    return headers;
  });
}
