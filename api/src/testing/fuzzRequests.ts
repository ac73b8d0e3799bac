import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';

/** Generators of hostile API requests, shared by the property test and `npm run fuzz`. */

/** Routes as `[METHOD, path]` with `{}` where a path segment goes (from `/api/openapi.json`). */
export type FuzzRoute = [HTTPMethods, string];

/** What the fuzz aims at, read from the API's own description (fuzz/fuzzApiOf.ts). */
export interface FuzzApi {
  routes: readonly FuzzRoute[];
  /** Query parameters the routes accept. */
  queryKeys: readonly string[];
  /** JSON body fields the routes accept. */
  fieldNames: readonly string[];
}

/** Names no route accepts, sent too: unknown keys and prototype pollution attempts. */
const strayNames = ['x', '__proto__', 'constructor'];

/** Text with a control character (NUL, bell, escape, DEL, a line break) somewhere in it. */
const withControlCharacter = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\n', '\t'),
    fc.string({ maxLength: 12 }),
  )
  .map(([before, control, after]) => `${before}${control}${after}`);

/** Numbers JavaScript would coerce although they are not canonical decimals. */
const nonCanonicalNumber = fc.constantFrom(
  '0x10',
  '1e1',
  '0b1',
  '0o7',
  '016',
  '+16',
  '16.0',
  ' 16',
);

const text = fc.oneof(fc.string({ maxLength: 30 }), withControlCharacter, nonCanonicalNumber);

/** Path segments: plausible ids and codes, then anything at all. */
const segment = fc.oneof(
  fc.integer({ min: -5, max: 3000 }).map(String),
  fc.constantFrom(
    '1',
    'DE_EN',
    'DE_EN_A1_B01_L01',
    'top-rated',
    'default.webp',
    '..',
    '%2e%2e%2f',
    '%00',
    'NaN',
    '1e309',
    '00000000-0000-4000-8000-000000000000',
  ),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent),
  withControlCharacter.map(encodeURIComponent),
  nonCanonicalNumber.map(encodeURIComponent),
);

const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }),
);

/** JSON bodies built from the fields the API knows, other JSON, and raw non-JSON text. */
const bodyOf = (fieldNames: readonly string[]) =>
  fc.oneof(
    fc
      .dictionary(fc.constantFrom(...fieldNames, ...strayNames), value, { maxKeys: 6 })
      .map((object) => JSON.stringify(object)),
    fc.json({ maxDepth: 3 }),
    fc.string({ maxLength: 60 }),
    fc.constant(''),
  );

const queryOf = (queryKeys: readonly string[]) =>
  fc
    .array(fc.tuple(fc.constantFrom(...queryKeys, ...strayNames), text), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&'));

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  undefined,
);

export interface FuzzRequest {
  method: HTTPMethods;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/**
 * Random requests across the API's routes: plausible and hostile path segments, query strings and
 * bodies. `extraHeaders` adds headers of the caller's choosing (the fuzz CLI varies Origin).
 */
export function fuzzRequest(
  api: FuzzApi,
  extraHeaders: fc.Arbitrary<Record<string, string>> = fc.constant({}),
): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      fc.constantFrom(...api.routes),
      segment,
      queryOf(api.queryKeys),
      bodyOf(api.fieldNames),
      contentType,
      extraHeaders,
    )
    .map(([[method, path], part, search, payload, type, extra]) => {
      const sendsBody = method !== 'GET';
      return {
        method,
        url: `${path.replace('{}', part)}${search ? `?${search}` : ''}`,
        headers: {
          ...(type && sendsBody ? { 'content-type': type } : {}),
          'user-agent': 'Mozilla/5.0 property-test',
          ...extra,
        },
        ...(sendsBody ? { payload } : {}),
      };
    });
}
