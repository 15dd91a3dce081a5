import path from 'node:path'
import { z } from 'zod'

/** Empty strings in the environment mean "not set", as in most .env files. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'yes'].includes(value))

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
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'a postgres:// URL' })),
  PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
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
})

export type Config = z.infer<typeof configSchema> & {
  /** DATA_DIR resolved against the working directory. */
  dataDir: string
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with one line per bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env)
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    )
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) }
}

/** Demo data goes into a fresh embedded database unless told otherwise, and into PostgreSQL only when asked. */
export function shouldSeedDemo(config: Config): boolean {
  return config.SEED_DEMO ?? !config.DATABASE_URL
}
