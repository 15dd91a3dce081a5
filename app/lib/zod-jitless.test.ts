import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeZodJitless } from './zod-jitless.ts'

describe('makeZodJitless', () => {
  afterEach(() => vi.restoreAllMocks())

  it('sets jitless where zod reads its settings, keeping any other setting', () => {
    const holder = { __zod_globalConfig: { customError: 'kept' } }
    makeZodJitless(holder)
    expect(holder.__zod_globalConfig).toEqual({ customError: 'kept', jitless: true })
  })

  it('creates the settings when zod has not loaded yet', () => {
    const holder: { __zod_globalConfig?: Record<string, unknown> } = {}
    makeZodJitless(holder)
    expect(holder.__zod_globalConfig).toEqual({ jitless: true })
  })

  it('is what zod sees: object schemas parse without ever constructing a Function', async () => {
    makeZodJitless()
    const construct = vi.spyOn(globalThis, 'Function')
    const { z } = await import('zod')
    expect(z.config().jitless).toBe(true)
    const schema = z.object({ name: z.string(), quantity: z.number() })
    expect(schema.parse({ name: 'salt', quantity: 2 })).toEqual({ name: 'salt', quantity: 2 })
    expect(construct).not.toHaveBeenCalled()
  })
})
