import type { TokenStorage } from '#app/lib/api-client.ts'

/** Browser storage for tests in Node: one in-memory slot. */
export function memoryTokenStorage(): TokenStorage {
  let token: string | null = null
  return {
    get: () => token,
    set: (value) => {
      token = value
    },
    remove: () => {
      token = null
    },
  }
}
