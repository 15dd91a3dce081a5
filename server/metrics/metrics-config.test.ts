import { describe, expect, test } from 'vitest'
import { loadConfig } from '#server/config.ts'

describe('METRICS_TOKEN and METRICS_PORT', () => {
  test('a token of 32+ printable characters; a port other than PORT', () => {
    const token = 'x'.repeat(32)
    expect(loadConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464' })).toMatchObject({
      METRICS_TOKEN: token,
      METRICS_PORT: 9464,
    })
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/)
    expect(() => loadConfig({ METRICS_TOKEN: `${'x'.repeat(32)} y` })).toThrow(/METRICS_TOKEN/)
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: another port than PORT/)
  })
})
