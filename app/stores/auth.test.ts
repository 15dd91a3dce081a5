import { beforeEach, describe, expect, it } from 'vitest'
import { configureApiClient } from '#app/lib/api-client.ts'
import { useAuthStore } from './auth.ts'
import { memoryTokenStorage } from '#tests/support/unit/test-token-storage.ts'

const storage = memoryTokenStorage()
configureApiClient({ storage })
const initial = useAuthStore.getState()

beforeEach(() => {
  storage.remove()
  useAuthStore.setState(initial, true)
})

describe('auth store', () => {
  it('starts signed out, with no overlay, an empty social feed and no load request', () => {
    expect(useAuthStore.getState()).toMatchObject({
      auth: false,
      admin: false,
      token: null,
      loading: false,
      socialFeed: [],
      load: false,
    })
  })

  it('keeps the token in browser storage and removes it from there', () => {
    useAuthStore.getState().setToken('session-token')
    expect(storage.get()).toBe('session-token')
    expect(useAuthStore.getState().token).toBe('session-token')
    useAuthStore.getState().setToken(null)
    expect(storage.get()).toBeNull()
    expect(useAuthStore.getState().token).toBeNull()
  })

  it('reset forgets who is signed in but leaves the overlay to its owner', () => {
    const state = useAuthStore.getState()
    state.setAuth(true)
    state.setAdmin(true)
    state.setToken('session-token')
    state.setLoad(true)
    state.setLoading(true)
    state.setSocialFeed([
      { id: '1', text: 'Trucks are loading at Oshawa Docks', url: 'https://social.example/1' },
    ])
    useAuthStore.getState().reset()
    expect(useAuthStore.getState()).toMatchObject({
      auth: false,
      admin: false,
      token: null,
      load: false,
      loading: true,
    })
    expect(useAuthStore.getState().socialFeed).toHaveLength(1)
  })
})
