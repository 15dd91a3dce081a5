import type { IncomingMessage } from 'node:http'
import { describe, expect, test } from 'vitest'
import { httpsTest } from './https-request.ts'

/** A request as Node hands it over: what matters here is the socket and the proxy's header. */
function request(remoteAddress: string, headers: Record<string, string>, encrypted = false): IncomingMessage {
  return { socket: { remoteAddress, encrypted }, headers } as unknown as IncomingMessage
}

describe('whether a request came over https, before Express', () => {
  const loopbackProxy = httpsTest(['loopback'])

  test("a trusted proxy's X-Forwarded-Proto: https counts; its first value when it lists several", () => {
    expect(loopbackProxy(request('127.0.0.1', { 'x-forwarded-proto': 'https' }))).toBe(true)
    expect(loopbackProxy(request('127.0.0.1', { 'x-forwarded-proto': 'https, http' }))).toBe(true)
    expect(loopbackProxy(request('127.0.0.1', { 'x-forwarded-proto': 'http, https' }))).toBe(false)
    expect(loopbackProxy(request('127.0.0.1', {}))).toBe(false)
  })

  test('a client that is not a trusted proxy cannot claim https', () => {
    expect(loopbackProxy(request('203.0.113.9', { 'x-forwarded-proto': 'https' }))).toBe(false)
    expect(httpsTest(false)(request('127.0.0.1', { 'x-forwarded-proto': 'https' }))).toBe(false)
  })

  test('a TLS socket is https whoever sent it', () => {
    expect(httpsTest(false)(request('203.0.113.9', {}, true))).toBe(true)
  })
})
