import { afterAll, vi } from 'vitest'

/**
 * The browser side's stores are module singletons (zustand). Its files share a worker instead of a process each
 * (a process a file was a third of the project's CPU time) and start as a process of their own would: the module
 * registry is emptied before the file imports, so every store, cache and module-level value is made again while the
 * packages (React, zod, happy-dom) stay loaded; and what a file stubbed or faked on the shared globals is put back at
 * its end.
 */
vi.resetModules()

afterAll(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.useRealTimers()
  vi.restoreAllMocks()
})
