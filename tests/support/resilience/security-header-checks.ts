/**
 * The headers every answer of the shop carries, whatever produced it (helmet in front of everything, see
 * server/http/security.ts): each check says what is wrong, or null.
 */
const required: Record<string, (value: string | null) => string | null> = {
  'content-security-policy': (value) =>
    value?.includes("frame-ancestors 'none'") &&
    (value.includes("default-src 'self'") || value.includes("default-src 'none'"))
      ? null
      : `no strict policy: ${value}`,
  'permissions-policy': (value) =>
    ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'].every((denied) =>
      value?.split(/,\s*/).includes(denied),
    )
      ? null
      : `powerful features not denied: ${value}`,
  'x-content-type-options': (value) => (value === 'nosniff' ? null : `nosniff missing: ${value}`),
  'x-frame-options': (value) =>
    value === 'SAMEORIGIN' || value === 'DENY' ? null : `framing allowed: ${value}`,
  'referrer-policy': (value) => (value ? null : 'no referrer policy'),
  'cross-origin-opener-policy': (value) => (value === 'same-origin' ? null : `COOP is ${value}`),
  'cross-origin-resource-policy': (value) => (value === 'same-origin' ? null : `CORP is ${value}`),
  'x-powered-by': (value) => (value === null ? null : `the server names itself: ${value}`),
}

/** HSTS for a year, subdomains included, over https (as the shop or a trusted proxy saw it); none over plain http. */
function hstsProblem(value: string | null, overHttps: boolean): string | null {
  if (!overHttps) return value === null ? null : `HSTS over plain http: ${value}`
  return value === 'max-age=31536000; includeSubDomains' ? null : `HSTS over https is ${value}`
}

/**
 * Every missing or weak security header of one answer. A 304 may leave the policy out: the browser keeps the one
 * stored with its copy, whose nonce matches that copy's scripts (the page cache drops it on purpose).
 */
export function securityHeaderProblems(
  headers: Headers,
  status: number,
  { overHttps }: { overHttps: boolean },
): string[] {
  const hsts = hstsProblem(headers.get('strict-transport-security'), overHttps)
  return Object.entries(required)
    .flatMap(([name, check]) => {
      if (status === 304 && name === 'content-security-policy' && headers.get(name) === null) return []
      const problem = check(headers.get(name))
      return problem ? [`${name}: ${problem}`] : []
    })
    .concat(hsts ? [`strict-transport-security: ${hsts}`] : [])
}
