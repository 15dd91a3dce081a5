import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { ConfigError, loadConfig, shouldSeedDemo } from './config.ts'

const postgresUrl = 'postgres://salt:salt@db.internal:5432/salt'

describe('loadConfig', () => {
  test('an empty environment gives the embedded defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      PUBLIC_SITE_URL: 'http://localhost:3000',
      BRAND_NAME: 'Draglam Salt',
      BRAND_PREFIX: 'draglam',
      HOTLINE: ['1-888-555-7258'],
      LOG_LEVEL: 'info',
      SHOP_MODE: 'demo',
    })
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.SMTP_URL).toBeUndefined()
    expect(config.dataDir).toBe(path.resolve('./data'))
  })

  test('values are parsed: numbers, lists, URLs', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: postgresUrl,
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      HOTLINE: ' 1-888-555-7258 , (905) 555-0100 ,',
      BRAND_PREFIX: 'northsalt',
    })
    expect(config.PORT).toBe(8080)
    expect(config.DATABASE_URL).toBe(postgresUrl)
    expect(config.HOTLINE).toEqual(['1-888-555-7258', '(905) 555-0100'])
    expect(config.BRAND_PREFIX).toBe('northsalt')
  })

  test('the public URL follows PORT unless PUBLIC_SITE_URL is set', () => {
    expect(loadConfig({ PORT: '4000' }).PUBLIC_SITE_URL).toBe('http://localhost:4000')
    expect(loadConfig({ PORT: '4000', PUBLIC_SITE_URL: '' }).PUBLIC_SITE_URL).toBe('http://localhost:4000')
    expect(loadConfig({ PORT: '4000', PUBLIC_SITE_URL: 'https://shop.draglamsalt.ca' }).PUBLIC_SITE_URL).toBe(
      'https://shop.draglamsalt.ca',
    )
  })

  test('empty strings count as not set', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: '', SEED_DEMO: '' })
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.SMTP_URL).toBeUndefined()
    expect(config.SEED_DEMO).toBeUndefined()
  })

  test.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://salt@db/salt'],
    ['DATABASE_URL', 'not a url'],
    ['PUBLIC_SITE_URL', 'ftp://salt.example'],
    ['SMTP_URL', 'http://smtp.example'],
    ['BRAND_PREFIX', 'Draglam'],
    ['BRAND_PREFIX', 'drag lam'],
    ['HOTLINE', 'call us'],
    ['HOTLINE', ','],
    ['SALES_EMAIL', 'sales-at-example'],
    ['SEED_DEMO', 'maybe'],
    ['SHOP_MODE', 'live'],
    ['NODE_ENV', 'staging'],
  ])('%s=%j is refused with a ConfigError naming the variable', (name, value) => {
    const load = () => loadConfig({ [name]: value })
    expect(load).toThrow(ConfigError)
    // A list names the bad entry too, e.g. `HOTLINE.0`.
    expect(load).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}(\\.\\d+)?: `))
  })

  test('every bad variable is reported at once', () => {
    expect(() => loadConfig({ PORT: '-1', BRAND_PREFIX: '!' })).toThrow(/PORT: .*\n {2}BRAND_PREFIX: /s)
  })
})

describe('the payment gateway', () => {
  const stripe = {
    PAYMENT_GATEWAY: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_51AbCdEfGhIjKlMnOp',
    STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdefABCDEF',
  }

  test('is the sandbox unless Stripe is chosen', () => {
    expect(loadConfig({}).PAYMENT_GATEWAY).toBe('sandbox')
    expect(loadConfig(stripe)).toMatchObject(stripe)
    expect(loadConfig({ ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:4010' }).STRIPE_API_BASE).toBe(
      'http://127.0.0.1:4010',
    )
  })

  test('Stripe needs its secret key and its webhook secret, each named when missing', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: required when PAYMENT_GATEWAY=stripe\n {2}STRIPE_WEBHOOK_SECRET: required when PAYMENT_GATEWAY=stripe/,
    )
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: '' })).toThrow(
      /^Invalid configuration:\n {2}STRIPE_WEBHOOK_SECRET: required/,
    )
  })

  test.each([
    ['PAYMENT_GATEWAY', 'paypal'],
    ['STRIPE_SECRET_KEY', 'pk_test_51AbCdEfGhIjKlMnOp'],
    ['STRIPE_SECRET_KEY', 'sk_test_short'],
    ['STRIPE_WEBHOOK_SECRET', 'sk_test_51AbCdEfGhIjKlMnOp'],
    ['STRIPE_API_BASE', 'ftp://127.0.0.1:4010'],
  ])('%s=%j is refused', (name, value) => {
    expect(() => loadConfig({ ...stripe, [name]: value })).toThrow(
      new RegExp(`^Invalid configuration:\\n  ${name}: `),
    )
  })
})

describe('shouldSeedDemo', () => {
  test.each([
    [{}, true],
    [{ SEED_DEMO: '0' }, false],
    [{ SEED_DEMO: 'no' }, false],
    [{ DATABASE_URL: postgresUrl }, false],
    [{ DATABASE_URL: postgresUrl, SEED_DEMO: '1' }, true],
    [{ DATABASE_URL: postgresUrl, SEED_DEMO: 'true' }, true],
    [{ DATABASE_URL: postgresUrl, SEED_DEMO: 'false' }, false],
    [{ SHOP_MODE: 'demo' }, true],
    [{ SHOP_MODE: 'production' }, false],
    [{ SHOP_MODE: 'production', SEED_DEMO: '1' }, false],
    [{ SHOP_MODE: 'production', DATABASE_URL: postgresUrl, SEED_DEMO: 'true' }, false],
  ])('%j → %s', (env, expected) => {
    expect(shouldSeedDemo(loadConfig(env))).toBe(expected)
  })
})
