import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, describe, expect, test } from 'vitest'
import { ConfigError, loadConfig } from '#server/config.ts'
import { cspNonce, securityHeaders } from './security.ts'
import { thirdPartySources } from './third-parties.ts'

const mapsKey = 'AIzaSyD-demo_key_0123456789abcdef'
const servers: Server[] = []
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))))

/** A real response of an app with the security headers for this environment. */
async function responseWith(
  env: Record<string, string>,
  { trustProxy = false, headers = {} }: { trustProxy?: boolean; headers?: Record<string, string> } = {},
): Promise<Response> {
  const app = express()
  app.set('trust proxy', trustProxy)
  app.use(cspNonce, securityHeaders({ dev: false, thirdParties: thirdPartySources(loadConfig(env)) }))
  app.get('/', (_req, res) => {
    res.send('ok')
  })
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  servers.push(server)
  return fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers })
}

/** The Content-Security-Policy a real request gets, as a map of directive → sources. */
async function policyWith(env: Record<string, string>): Promise<Map<string, string[]>> {
  const header = (await responseWith(env)).headers.get('content-security-policy') ?? ''
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  )
}

const googleHost = /google|gstatic|ggpht/

describe('Content-Security-Policy and the maps key', () => {
  test('without MAPS_API_KEY the page may reach no outside host', async () => {
    const policy = await policyWith({})
    for (const [directive, sources] of policy) {
      expect(
        sources.filter((source) => googleHost.test(source)),
        directive,
      ).toEqual([])
      expect(sources, directive).not.toContain('https:')
    }
    expect(policy.get('script-src')).toEqual([
      expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]+'$/),
      "'strict-dynamic'",
      "'self'",
    ])
    expect(policy.get('connect-src')).toEqual(["'self'"])
    expect(policy.get('img-src')).toEqual(["'self'", 'data:'])
    expect(policy.get('font-src')).toEqual(["'self'", 'data:'])
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(policy.get('frame-src')).toEqual(["'self'"])
    expect(policy.get('worker-src')).toEqual(["'self'"])
  })

  test("with MAPS_API_KEY scripts stay nonce-only under 'strict-dynamic': no Google host, no blob: in script-src", async () => {
    const policy = await policyWith({ MAPS_API_KEY: mapsKey })
    expect(policy.get('script-src')).toEqual([
      expect.stringMatching(/^'nonce-/),
      "'strict-dynamic'",
      "'self'",
    ])
    // Known bypass hosts (JSONP and user content on Google's wildcards) can never serve a script to this page.
    for (const source of policy.get('script-src') ?? []) {
      expect(source).not.toMatch(/google|gstatic|ggpht|\*|^blob:|^https?:/)
    }
    expect(policy.get('script-src-attr')).toEqual(["'none'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
  })

  test("with MAPS_API_KEY Google's map hosts are allowed where the Maps JavaScript API needs them, and no further", async () => {
    const policy = await policyWith({ MAPS_API_KEY: mapsKey })
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://*.googleapis.com',
      'https://*.gstatic.com',
      'https://*.google.com',
      'https://*.googleusercontent.com',
    ])
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://*.googleapis.com',
      'https://*.google.com',
      'https://*.gstatic.com',
      'data:',
      'blob:',
    ])
    expect(policy.get('font-src')).toEqual(["'self'", 'data:', 'https://fonts.gstatic.com'])
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'])
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://*.google.com'])
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:'])
    // Scripts stay nonce-based: the key never opens inline or eval'd code.
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'")
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'")
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
  })

  test('each response gets its own nonce', async () => {
    const [first, second] = await Promise.all([policyWith({}), policyWith({})])
    expect(first.get('script-src')?.[0]).not.toBe(second.get('script-src')?.[0])
  })

  test('a malformed key stops the server at start', () => {
    expect(() => loadConfig({ MAPS_API_KEY: 'not a key' })).toThrow(ConfigError)
    expect(() => loadConfig({ MAPS_API_KEY: 'not a key' })).toThrow(/MAPS_API_KEY/)
    expect(loadConfig({ MAPS_API_KEY: '' }).MAPS_API_KEY).toBeUndefined()
  })
})

describe('Content-Security-Policy and the other third parties', () => {
  test('nothing configured: no form may post anywhere but here', async () => {
    expect((await policyWith({})).get('form-action')).toEqual(["'self'"])
  })

  test("the analytics id allows Google's tag hosts for beacons and pixels only; its script comes in by the nonce", async () => {
    const policy = await policyWith({ ANALYTICS_ID: 'G-ABC123XYZ' })
    expect(policy.get('script-src')).toEqual([
      expect.stringMatching(/^'nonce-/),
      "'strict-dynamic'",
      "'self'",
    ])
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']),
    )
    expect(policy.get('frame-src')).toEqual(["'self'"])
  })

  test("each widget URL allows its provider's origin and no other host", async () => {
    const policy = await policyWith({
      NEWSLETTER_EMBED_URL: 'https://forms.mailer.example/embed/v2.js?list=7',
      SIGNUP_WIDGET_URL: 'https://widgets.signup.example/w.js',
      ACCESSIBILITY_WIDGET_URL: 'https://cdn.a11y.example/widget.js',
    })
    const origins = [
      'https://forms.mailer.example',
      'https://widgets.signup.example',
      'https://cdn.a11y.example',
    ]
    expect(policy.get('script-src')).toEqual([
      expect.stringMatching(/^'nonce-/),
      "'strict-dynamic'",
      "'self'",
    ])
    expect(policy.get('connect-src')).toEqual(["'self'", ...origins])
    expect(policy.get('form-action')).toEqual(["'self'", ...origins])
    expect(policy.get('frame-src')).toEqual(["'self'", ...origins])
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'")
  })

  test('widget URLs must be https and the analytics id must look like one', () => {
    expect(() => loadConfig({ SIGNUP_WIDGET_URL: 'http://widgets.signup.example/w.js' })).toThrow(
      /SIGNUP_WIDGET_URL/,
    )
    expect(() => loadConfig({ ANALYTICS_ID: 'UA-1234' })).toThrow(/ANALYTICS_ID/)
  })
})

describe('Strict-Transport-Security', () => {
  const forwardedHttps = { 'x-forwarded-proto': 'https' }

  test('over https (a trusted proxy says so) browsers are asked to keep to https for a year, subdomains included (ASVS)', async () => {
    const response = await responseWith({}, { trustProxy: true, headers: forwardedHttps })
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })

  test('over plain http there is no HSTS', async () => {
    expect((await responseWith({})).headers.get('strict-transport-security')).toBeNull()
  })

  test("an untrusted client's X-Forwarded-Proto does not make the answer https", async () => {
    const response = await responseWith({}, { headers: forwardedHttps })
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })
})

describe('Permissions-Policy', () => {
  test('denies the powerful features the shop never uses and keeps fullscreen (the map) for this origin', async () => {
    const policy = (await responseWith({})).headers.get('permissions-policy')?.split(', ') ?? []
    for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
      expect(policy).toContain(denied)
    expect(policy).toContain('fullscreen=(self)')
  })
})
