import type { Request } from 'express'
import { describe, expect, test } from 'vitest'
import { bearerToken } from './auth.ts'

const withAuthorization = (value: string | undefined) =>
  ({ get: (name: string) => (name.toLowerCase() === 'authorization' ? value : undefined) }) as Request

describe('bearerToken', () => {
  test('reads the token of a Bearer header', () => {
    const token = 'kq3HnW0p8m1Y7dVx2cB9sL4fR6tE5uI0oP2aZ8xC1vB'
    expect(bearerToken(withAuthorization(`Bearer ${token}`))).toBe(token)
  })

  test.each([
    ['no header', undefined],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['lower-case scheme and no token', 'bearer '],
    ['a token with characters ours never have', 'Bearer abc.def/ghi+jkl=mnopqrstuvwxyz'],
    ['a token too short to be ours', 'Bearer abc'],
    ['a token too long to be ours', `Bearer ${'a'.repeat(129)}`],
  ])('%s is no token', (_case, header) => {
    expect(bearerToken(withAuthorization(header))).toBeNull()
  })
})
