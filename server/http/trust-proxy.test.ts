import { describe, expect, test } from 'vitest'
import { ConfigError, loadConfig } from '#server/config.ts'
import { productionProblems } from '#server/production-checks.ts'
import { parseTrustProxy } from './trust-proxy.ts'

describe('TRUST_PROXY', () => {
  test('unset or empty: loopback, as before it was configurable', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual(['loopback'])
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toEqual(['loopback'])
  })

  test.each([
    ['loopback', ['loopback']],
    ['2', 2],
    ['0', 0],
    ['false', false],
    ['true', true],
    ['10.0.0.5', ['10.0.0.5']],
    [' 10.0.0.0/8 , 192.168.1.0/24,loopback ', ['10.0.0.0/8', '192.168.1.0/24', 'loopback']],
    ['fd00::/8,::1', ['fd00::/8', '::1']],
    ['uniquelocal', ['uniquelocal']],
  ])('%j is accepted', (text, value) => {
    expect(parseTrustProxy(text)).toEqual({ value })
    expect(loadConfig({ TRUST_PROXY: text }).TRUST_PROXY).toEqual(value)
  })

  test.each([
    'yes',
    '11',
    '-1',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0/8',
    'proxy.internal',
    '10.0.0.1,',
    '10.0.0.0/8/1',
  ])('%j is refused, naming the variable', (text) => {
    expect('error' in parseTrustProxy(text)).toBe(true)
    expect(() => loadConfig({ TRUST_PROXY: text })).toThrow(ConfigError)
    expect(() => loadConfig({ TRUST_PROXY: text })).toThrow(/TRUST_PROXY: /)
  })

  test('true is refused in production mode with a line of its own; a proxy address is not', () => {
    const facts = {
      payments: { name: 'stripe', movesRealMoney: true },
      demoAccountEmails: [],
      demoKeyPresent: false,
    }
    const line = (text: string) =>
      productionProblems({ ...facts, config: loadConfig({ TRUST_PROXY: text }) }).filter((problem) =>
        problem.startsWith('TRUST_PROXY'),
      )
    expect(line('true')).toEqual([expect.stringContaining('anyone can forge an address')])
    expect(line('10.0.0.5')).toEqual([])
    expect(line('1')).toEqual([])
  })
})
