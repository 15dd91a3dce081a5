/**
 * Stripe's two ways to read PaymentIntents back, as the autoload stub serves them (ADR 0038): the list
 * (`GET /v1/payment_intents`, filtered by customer and `created`, newest first, paged by `starting_after`) and
 * Search (`GET /v1/payment_intents/search`, a `metadata['key']:'value'` clause, paged by `page`). Shapes as Stripe
 * documents them: `{ object: 'list', url, has_more, data }` and `{ object: 'search_result', url, has_more,
 * next_page, data }`.
 */

type Intent = Record<string, unknown> & { id: string; created: number }
type Answer = { status: number; json: unknown }

const invalid = (message: string, param?: string): Answer => ({
  status: 400,
  json: { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } },
})

/** Stripe's `limit`: 1 to 100, 10 when absent. */
function limitOf(query: URLSearchParams): number | null {
  const raw = query.get('limit')
  if (raw === null) return 10
  const limit = Number(raw)
  return Number.isInteger(limit) && limit >= 1 && limit <= 100 ? limit : null
}

const createdFilters: Record<string, (created: number, bound: number) => boolean> = {
  gt: (created, bound) => created > bound,
  gte: (created, bound) => created >= bound,
  lt: (created, bound) => created < bound,
  lte: (created, bound) => created <= bound,
}

/** Newest first, as Stripe lists; ties by id so pages never overlap. */
const newestFirst = (intents: Intent[]) =>
  [...intents].sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1))

export function listPaymentIntents(intents: Intent[], query: URLSearchParams): Answer {
  const limit = limitOf(query)
  if (limit === null) return invalid('Invalid integer: limit must be between 1 and 100.', 'limit')
  let chosen = newestFirst(intents)
  const customer = query.get('customer')
  if (customer !== null) chosen = chosen.filter((intent) => intent.customer === customer)
  for (const [operator, test] of Object.entries(createdFilters)) {
    const bound = query.get(`created[${operator}]`)
    if (bound !== null) chosen = chosen.filter((intent) => test(intent.created, Number(bound)))
  }
  const after = query.get('starting_after')
  if (after !== null) {
    const at = chosen.findIndex((intent) => intent.id === after)
    if (at < 0) return invalid(`No such payment_intent: '${after}'`, 'starting_after')
    chosen = chosen.slice(at + 1)
  }
  const data = chosen.slice(0, limit)
  return {
    status: 200,
    json: { object: 'list', url: '/v1/payment_intents', has_more: chosen.length > limit, data },
  }
}

const metadataClause = /^metadata\['([^'\\]+)'\]:'((?:[^'\\]|\\.)*)'$/

export function searchPaymentIntents(intents: Intent[], query: URLSearchParams): Answer {
  const limit = limitOf(query)
  if (limit === null) return invalid('Invalid integer: limit must be between 1 and 100.', 'limit')
  const clause = metadataClause.exec(query.get('query') ?? '')
  if (!clause) return invalid('This stub searches one metadata clause only.', 'query')
  const [, name = '', escaped = ''] = clause
  const value = escaped.replace(/\\(.)/g, '$1')
  const matching = newestFirst(intents).filter(
    (intent) => (intent.metadata as Record<string, string>)[name] === value,
  )
  const offset = Number(query.get('page') ?? '0')
  const data = matching.slice(offset, offset + limit)
  const hasMore = matching.length > offset + limit
  return {
    status: 200,
    json: {
      object: 'search_result',
      url: '/v1/payment_intents/search',
      has_more: hasMore,
      next_page: hasMore ? String(offset + limit) : null,
      data,
    },
  }
}
