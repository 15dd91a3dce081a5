import { z } from 'zod'

/** The one error shape of server/http/errors.ts, and nothing beside it. */
export const apiErrorShape = z.strictObject({
  error: z.strictObject({
    code: z.string().regex(/^[a-z_]+$/),
    message: z.string().min(1),
    fields: z.record(z.string(), z.string()).optional(),
  }),
})

/** What must never reach a client: a stack frame, a file of ours, a query or the database's own words. */
const leaks: Array<[name: string, pattern: RegExp]> = [
  ['a stack frame', /\n\s+at [^\n]+:\d+:\d+/],
  ['a source path', /\/(?:server|node_modules|app)\/[\w./-]+\.(?:ts|js)\b|file:\/\//],
  ['an error class', /\b(?:TypeError|RangeError|ReferenceError|SyntaxError|DrizzleQueryError):/],
  ['SQL text', /\bselect\b[^"]{0,200}\bfrom\s+"|\binsert into\s+"|\bupdate\s+"\w+"\s+set\b|Failed query/i],
  [
    'a database error',
    /syntax error at or near|violates \w+ constraint|invalid input syntax for|out of range for type/i,
  ],
]

export interface Answer {
  status: number
  contentType: string
  text: string
}

/** Everything wrong with one answer of the API; empty when it is a clean success or a clean refusal. */
export function problemsOf(answer: Answer): string[] {
  const problems: string[] = []
  if (answer.status >= 500) problems.push(`status ${answer.status}`)
  for (const [name, pattern] of leaks) if (pattern.test(answer.text)) problems.push(`${name} in the answer`)
  if (answer.status >= 400) {
    if (!answer.contentType.startsWith('application/json')) problems.push(`a ${answer.contentType} error`)
    else if (!apiErrorShape.safeParse(safeJson(answer.text)).success)
      problems.push('an error not in the shape')
  }
  return problems
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
