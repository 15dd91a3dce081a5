import { describe, expect, test } from 'vitest'
import { safeUrl } from './logging.ts'

describe('safeUrl', () => {
  test('drops the whole query string, where the spec login call carries the password', () => {
    expect(safeUrl('/api/salt/login?username=a%40example.com&password=hunter22')).toBe(
      '/api/salt/login?[redacted]',
    )
  })

  test('keeps paths without a query as they are', () => {
    expect(safeUrl('/api/salt/profile')).toBe('/api/salt/profile')
    expect(safeUrl('/')).toBe('/')
  })

  test('an empty query is still marked, and everything after the first "?" goes', () => {
    expect(safeUrl('/products?')).toBe('/products?[redacted]')
    expect(safeUrl('/a?b?c')).toBe('/a?[redacted]')
  })
})
