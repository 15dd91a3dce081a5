import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'

/**
 * The field names the domain's modules (its zod schemas among them) and the pickups schema know, read from source: random bodies that
 * use real names get past "unknown shape" and into the checks and queries behind them. A schema added later adds its
 * names here by itself.
 */
export function schemaFieldNames(): string[] {
  const sources = readdirSync(path.resolve('domain'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.resolve('domain', file))
    .concat(path.resolve('server/services/salt-card/pickups.ts'))
  const names = new Set<string>()
  for (const source of sources)
    for (const [, name] of readFileSync(source, 'utf8').matchAll(/^\s+'?([A-Za-z_]\w*)'?: /gm))
      names.add(name!)
  return [...names].sort()
}

/** Numbers at and past every edge: JavaScript's, PostgreSQL's integer and bigint, money in cents, time. */
const edgeNumbers = fc.constantFrom(
  0,
  -0,
  -1,
  0.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 63,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  8.64e15 + 1,
)

const controlAndQuoteCharacters = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
  ...`'"\\%_;-`,
]

/**
 * Text that has broken servers: NUL and control characters, lone surrogates, SQL and path syntax, long strings up to
 * `longest` characters.
 */
const nastyText = (longest: number) =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.array(fc.constantFrom(...controlAndQuoteCharacters), { maxLength: 20 }).map((chars) => chars.join('')),
    fc.constantFrom(
      "' or 1=1 --",
      '"; drop table accounts; --',
      '../../etc/passwd',
      '%00',
      '\u0000',
      '\ud800',
      '\uffff',
      'NaN',
      'Infinity',
      '1e999',
      '0x10',
      '2026-02-30',
      '9999-12-31T23:59:59Z',
      '-001',
      '__proto__',
      'constructor',
    ),
    fc.nat({ max: longest }).map((length) => 'x'.repeat(length)),
  )

/** Any value a field of a JSON body may hold. */
export const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  nastyText(300_000),
  fc.string({ maxLength: 12 }),
  edgeNumbers,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), { maxLength: 5 }),
)

/** Mostly the schemas' own names, sometimes any name at all. */
const fieldName = (fieldNames: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...fieldNames) },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  )

/** A JSON body: mostly objects with real field names, sometimes any JSON at all. */
export function jsonBody(fieldNames: string[]): fc.Arbitrary<unknown> {
  const name = fieldName(fieldNames)
  return fc.oneof(
    { weight: 6, arbitrary: fc.dictionary(name, fieldValue, { maxKeys: 8 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  )
}

/** Body text JSON.stringify never writes: literals past a double's range, broken syntax, deep nesting. */
export function rawBody(fieldNames: string[]): fc.Arbitrary<string> {
  const literal = fc.constantFrom('1e999', '-1e999', '123456789012345678901234567890', '1e-400', '-0.0')
  const field = fc.tuple(fc.constantFrom(...fieldNames), literal).map(([key, value]) => `"${key}":${value}`)
  // What JSON.stringify escapes, written as escapes: lone and reversed surrogates and NUL in values and names, and a
  // pair written as two escapes (which is text, and must be accepted where text is).
  const escapedText = fc.constantFrom(
    '"\\ud800"',
    '"a\\udc00"',
    '"\\udc00\\ud800"',
    '"\\u0000"',
    '"\\ud83d\\ude00"',
  )
  const escapedField = fc
    .tuple(fc.constantFrom(...fieldNames), escapedText)
    .chain(([key, text]) => fc.constantFrom(`"${key}":${text}`, `${text}:"${key}"`, `"${key}":[${text}]`))
  return fc.oneof(
    fc.array(field, { minLength: 1, maxLength: 4 }).map((fields) => `{${fields.join(',')}}`),
    fc.array(escapedField, { minLength: 1, maxLength: 3 }).map((fields) => `{${fields.join(',')}}`),
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.nat({ max: 60_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
    fc.constantFrom('{', '{"a":1,}', "{'a':1}", 'null', '"text"', '[]', '{"__proto__":{"admin":true}}'),
  )
}

/** A query string: real and random names, values that are single, repeated (arrays) or empty. */
export function queryPairs(fieldNames: string[]): fc.Arbitrary<Array<[string, string]>> {
  const name = fieldName(fieldNames)
  // Past Node's 16 KiB of headers an address is refused before the app sees it (the abuse suite covers that).
  const value = fc.oneof(
    nastyText(2_000),
    fc.string({ maxLength: 12 }),
    edgeNumbers.map(String),
    fc.integer().map(String),
    fc.constant(''),
  )
  return fc.array(fc.tuple(name, value), { maxLength: 8 })
}

/**
 * Hand-made query text, appended as it is: percent-encoding that is broken (`%`, `%E0%A4%A`), overlong or a
 * surrogate's UTF-8 (`%C0%AF`, `%ED%A0%80`), repeated and bracketed names, `+`.
 */
export const rawQuerySuffix = fc.constantFrom(
  '',
  '',
  '',
  '&%',
  '&q=%E0%A4%A',
  '&q=%ED%A0%80',
  '&%ED%B0%80=1',
  '&from=%C0%AF&to=%FF',
  '&a=1&a=2&a=3',
  '&a[b]=1',
  '&+=+',
)

/**
 * Path text no encoder writes: broken, overlong and surrogate percent-encoding, encoded slashes and dots, double
 * encoding, a bare `%`, IIS's `%u`. Each must answer 4xx (or the page that a decoded name finds), never 5xx.
 */
const brokenPathEncodings = fc.constantFrom(
  '%',
  '%%',
  '%E0%A4%A',
  '%ZZ',
  '%C0%AF',
  '%C0%80',
  '%ED%A0%80',
  '%ED%B0%80%ED%A0%80',
  '%F4%90%80%80',
  '%FF%FE',
  '%2F',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%252F',
  '%u0041',
  '%00',
  '1%0A2',
  'a%20b',
)

/** What a path parameter may be: near ids that exist, and anything else. */
export const pathValue = fc.oneof(
  fc.integer({ min: 1, max: 12 }).map(String),
  brokenPathEncodings,
  fc
    .tuple(fc.string({ maxLength: 6 }).map(percentEncoded), brokenPathEncodings)
    .map(([text, broken]) => text + broken),
  edgeNumbers.map(String),
  fc.string({ maxLength: 20 }).map(percentEncoded),
  fc.string({ unit: 'binary', maxLength: 20 }).map(percentEncoded),
)

/** Every UTF-8 byte as %XX: encodeURIComponent throws on a lone surrogate, Buffer writes U+FFFD for it. */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')
}
