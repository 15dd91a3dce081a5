import path from 'node:path'
import { z } from 'zod'
import { parseTrustProxy } from './http/trust-proxy.ts'

const httpsUrl = z.url({ protocol: /^https$/, error: 'an https:// URL' })

/** Empty strings in the environment mean "not set", as in most .env files. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'yes'].includes(value))

/** TRUST_PROXY: loopback (the default), a number of hops, or addresses and CIDRs; see docs/operations.md, Deploy. */
const trustProxy = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string()
    .default('loopback')
    .transform((text, ctx) => {
      const parsed = parseTrustProxy(text)
      if ('value' in parsed) return parsed.value
      ctx.addIssue({ code: 'custom', message: parsed.error })
      return z.NEVER
    }),
)

const hotlines = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((number) => number.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[0-9 ()+.-]{7,20}$/, 'a phone number')).min(1))

export const configSchema = z.object({
  /**
   * demo (the default): embedded database, demo data, sandbox payments, and a banner on every page saying so.
   * production: no demo data, and the server refuses to start while anything of the demo is left
   * (server/production-checks.ts).
   */
  SHOP_MODE: z.enum(['demo', 'production']).default('demo'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'a postgres:// URL' })),
  /** The shop's address in mail links, canonical URLs and the sitemap; unset, http://localhost:PORT (loadConfig). */
  PUBLIC_SITE_URL: optional(z.url({ protocol: /^https?$/ })),
  BRAND_NAME: z.string().min(1).max(60).default('Draglam Salt'),
  BRAND_PREFIX: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,30}$/, 'lower-case letters, digits and hyphens')
    .default('draglam'),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'an smtp:// or smtps:// URL' })),
  MAIL_FROM: z.string().min(3).default('Draglam Salt <no-reply@draglamsalt.example>'),
  SALES_EMAIL: z.email().default('sales@draglamsalt.example'),
  HOTLINE: hotlines.default(['1-888-555-7258']),
  SEED_DEMO: optional(flag),
  /** Seconds a server-rendered page is reused for other visitors; 0 turns the cache off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Google Maps JavaScript API browser key; set, location pages show a map (and the CSP allows Google's map hosts). */
  MAPS_API_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'a Maps JavaScript API key')),
  /** Google Analytics 4 measurement id; set, the analytics tag loads after the page is interactive. */
  ANALYTICS_ID: optional(z.string().regex(/^G-[A-Z0-9]{4,20}$/, 'a GA4 measurement id such as G-ABC123XYZ')),
  /** Script URL of the e-mail marketing provider's newsletter form, embedded in the footer. */
  NEWSLETTER_EMBED_URL: optional(httpsUrl),
  /** Script URL of the sign-up widget. */
  SIGNUP_WIDGET_URL: optional(httpsUrl),
  /** Script URL of the accessibility widget; it loads only in windows wider than 570 px. */
  ACCESSIBILITY_WIDGET_URL: optional(httpsUrl),
  /** Dynamics NAV's OData base URL; set, it replaces the sandbox ERP connector. */
  ERP_ODATA_URL: optional(z.url({ protocol: /^https?$/, error: 'an http:// or https:// URL' })),
  ERP_ODATA_USER: optional(z.string().min(1)),
  ERP_ODATA_KEY: optional(z.string().min(1)),
  /**
   * How long one request to NAV's OData service may take before the attempt counts as failed (and is retried with
   * backoff). A post is two requests (a look-up, then the create), both well inside a posting's five-minute claim.
   */
  ERP_ODATA_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** A posting the ERP refused this many times is dead until an admin retries it. */
  ERP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** Signs the sandbox payment page's tickets; unset, one is generated and kept in DATA_DIR. */
  PAYMENT_SANDBOX_SECRET: optional(z.string().min(32, 'at least 32 characters')),
  /** Which payment processor takes load-funds payments: the built-in sandbox (demo) or Stripe Checkout (ADR 0007). */
  PAYMENT_GATEWAY: z.enum(['sandbox', 'stripe']).default('sandbox'),
  /** Stripe's secret API key (or a restricted key that may create and read Checkout Sessions). */
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{10,255}$/, 'a Stripe secret key (sk_… or rk_…)'),
  ),
  /** The signing secret of the webhook endpoint Stripe sends Checkout events to. */
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_[A-Za-z0-9+/=]{10,255}$/, 'a webhook signing secret (whsec_…)'),
  ),
  /** Another Stripe API host (protocol, host, port); tests point it at their local stub. Unset: Stripe's own. */
  STRIPE_API_BASE: optional(z.url({ protocol: /^https?$/, error: 'an http:// or https:// URL' })),
  /** Load-funds limits per payment, in cents. */
  LOAD_MIN_CENTS: z.coerce.number().int().min(100).max(100_000_000).default(5_000),
  LOAD_MAX_CENTS: z.coerce.number().int().min(100).max(100_000_000).default(1_000_000),
  /** HST in basis points (1300 = 13 %, Ontario's), shown apart from prices and estimates (ADR 0031). */
  HST_RATE_BASIS_POINTS: z.coerce.number().int().min(0).max(5_000).default(1_300),
  /** Where uploads and documents live: `${DATA_DIR}/uploads`, or an S3-compatible bucket (the S3_* variables). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: 'an http:// or https:// URL' })),
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name')),
  S3_REGION: optional(z.string().regex(/^[a-z0-9-]{2,40}$/, 'a region such as ca-central-1')),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  /** Which peers' X-Forwarded-For is believed for the client's address (rate limits, audit rows). */
  TRUST_PROXY: trustProxy,
  /** Set: GET /metrics answers on the app's port to `Authorization: Bearer <token>` (anyone else gets the 404). */
  METRICS_TOKEN: optional(
    z.string().regex(/^[\x21-\x7e]{32,200}$/, '32 to 200 printable characters, no spaces'),
  ),
  /** Set: a second listener on 127.0.0.1:<port> serves /metrics without a token, for a scraper on the same host. */
  METRICS_PORT: optional(z.coerce.number().int().min(1).max(65535)),
  /** ECCC's CAP alerts (ADR 0033): a Datamart listing page of `.cap` files, polled. Unset: no alerts are fetched. */
  WEATHER_ALERTS_URL: optional(httpsUrl),
  /** A directory of CAP files read instead (demos and tests); WEATHER_ALERTS_URL wins when both are set. */
  WEATHER_ALERTS_DIR: optional(z.string().min(1)),
  /** Seconds between two polls of the alerts. */
  WEATHER_ALERTS_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** Where `npm run db:backup` and `db:restore` find pg_dump and pg_restore (unset: on PATH). */
  PG_BIN_DIR: optional(z.string().min(1)),
})

const s3Variables = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const

/** Rules across variables, checked after each variable alone is valid. */
function crossChecks(config: z.infer<typeof configSchema>, ctx: z.RefinementCtx) {
  if (config.LOAD_MIN_CENTS > config.LOAD_MAX_CENTS) {
    ctx.addIssue({ code: 'custom', path: ['LOAD_MAX_CENTS'], message: 'at least LOAD_MIN_CENTS' })
  }
  if (config.ERP_ODATA_URL && !(config.ERP_ODATA_USER && config.ERP_ODATA_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: ['ERP_ODATA_URL'],
      message: 'needs ERP_ODATA_USER and ERP_ODATA_KEY',
    })
  }
  if (config.PAYMENT_GATEWAY === 'stripe') {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const)
      if (!config[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'required when PAYMENT_GATEWAY=stripe' })
  }
  if (config.METRICS_PORT !== undefined && config.METRICS_PORT === config.PORT) {
    ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'another port than PORT' })
  }
  if (config.STORAGE === 's3') {
    for (const name of s3Variables)
      if (!config[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when STORAGE=s3' })
  }
}

export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_SITE_URL'> & {
  PUBLIC_SITE_URL: string
  /** DATA_DIR resolved against the working directory. */
  dataDir: string
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with one line per bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.superRefine(crossChecks).safeParse(env)
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    )
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const { data } = result
  return {
    ...data,
    // The address the server itself answers on, so a shop started on another port links to itself.
    PUBLIC_SITE_URL: data.PUBLIC_SITE_URL ?? `http://localhost:${data.PORT}`,
    dataDir: path.resolve(data.DATA_DIR),
  }
}

/**
 * Demo data goes into a fresh embedded database unless told otherwise, and into PostgreSQL only when asked; never in
 * production mode, whatever SEED_DEMO says.
 */
export function shouldSeedDemo(config: Config): boolean {
  if (config.SHOP_MODE === 'production') return false
  return config.SEED_DEMO ?? !config.DATABASE_URL
}
