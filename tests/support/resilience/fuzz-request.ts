import fc from 'fast-check'
import type { Answer } from '../answer-checks.ts'
import type { ApiRoute } from '../api-routes.ts'
import { jsonBody, pathValue, queryPairs, rawBody, rawQuerySuffix } from './fuzz-inputs.ts'

export type FuzzBody =
  { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType: string }

/** One random request to one route: its path parameters, query and body. */
export interface FuzzCase {
  pathValue: string
  query: Array<[string, string]>
  rawQuery: string
  body: FuzzBody
}

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/vnd.api+json',
)

export function fuzzCase(route: ApiRoute, fieldNames: string[]): fc.Arbitrary<FuzzCase> {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE'
  const body: fc.Arbitrary<FuzzBody> = hasBody
    ? fc.oneof(
        { weight: 6, arbitrary: jsonBody(fieldNames).map((value) => ({ kind: 'json' as const, value })) },
        {
          weight: 2,
          arbitrary: fc
            .tuple(rawBody(fieldNames), contentTypes)
            .map(([text, contentType]) => ({ kind: 'raw' as const, text, contentType })),
        },
        { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
      )
    : fc.constant({ kind: 'none' as const })
  return fc.record({
    pathValue,
    query: queryPairs(fieldNames),
    rawQuery: rawQuerySuffix,
    body,
  })
}

/** Sends the case over loopback and reads the whole answer; a connection cut short is an answer too. */
export async function sendCase(
  baseUrl: string,
  route: ApiRoute,
  input: FuzzCase,
  headers: Record<string, string>,
): Promise<Answer> {
  const url = new URL(route.path.replace(/:[A-Za-z]+/g, input.pathValue), baseUrl)
  for (const [name, value] of input.query) url.searchParams.append(name, value)
  const address = `${url.href}${input.rawQuery && (url.search ? input.rawQuery : `?${input.rawQuery.slice(1)}`)}`
  const requestHeaders = new Headers(headers)
  let body: string | undefined
  if (input.body.kind === 'json') {
    body = JSON.stringify(input.body.value) ?? 'null'
    requestHeaders.set('content-type', 'application/json')
  } else if (input.body.kind === 'raw') {
    body = input.body.text
    requestHeaders.set('content-type', input.body.contentType)
  }
  try {
    const response = await fetch(address, { method: route.method, headers: requestHeaders, body })
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text: await response.text(),
    }
  } catch (error) {
    return { status: 599, contentType: '', text: `connection failed: ${String(error)}` }
  }
}
