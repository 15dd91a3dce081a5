import type { NavigateFunction, NavigateOptions, To } from 'react-router'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, configureApiClient } from '#app/lib/api-client.ts'
import { loginSchema } from '#domain/account/schemas.ts'
import { createAccount, createAdmin, createCard } from '#tests/support/seed.ts'
import { type TestApp, startTestApp } from '#tests/support/test-app.ts'
import {
  clearSession,
  goToMySaltCard,
  logout,
  logoutDelayMs,
  profileRetryDelayMs,
  refreshProfile,
  signIn,
} from './auth-actions.ts'
import { useAuthStore } from './auth.ts'
import { usePopupStore } from './popup.ts'
import { useSaltAdminStore } from './salt-admin.ts'
import { useSaltStore } from './salt.ts'
import { memoryTokenStorage } from '#tests/support/unit/test-token-storage.ts'

/** The real API on a fresh database; the stores talk to it over HTTP as they do in the browser. */
let app: TestApp
const storage = memoryTokenStorage()
let customer: Awaited<ReturnType<typeof createAccount>>
let admin: Awaited<ReturnType<typeof createAdmin>>

beforeAll(async () => {
  app = await startTestApp()
  configureApiClient({ baseUrl: app.url, storage })
  customer = await createAccount(app.deps.db, { name: 'Northern Plowing Ltd.' })
  await createCard(app.deps.db, customer.id, { name: 'Plow truck 1', balancesCents: [125_000] })
  await createCard(app.deps.db, customer.id, { name: 'Loader yard', balancesCents: [50_000, 48_050] })
  admin = await createAdmin(app.deps.db)
})

afterAll(async () => {
  await app.close()
})

beforeEach(() => {
  clearSession()
  useAuthStore.getState().setLoading(false)
  usePopupStore.getState().close()
})

afterEach(() => {
  vi.useRealTimers()
  configureApiClient({ baseUrl: app.url })
})

interface Visit {
  to: string
  replace: boolean
}

/** Stands in for the router: records where the app asked to go. */
function recordingNavigate() {
  const visits: Visit[] = []
  const navigate = ((to: To | number, options?: NavigateOptions) => {
    visits.push({
      to: typeof to === 'object' ? (to.pathname ?? '') : String(to),
      replace: options?.replace ?? false,
    })
  }) as NavigateFunction
  return { navigate, visits }
}

/** As the sign-in form does: through the shared schema. */
const credentialsOf = (account: { eMail: string; password: string }) =>
  loginSchema.parse({ username: account.eMail, password: account.password })

describe('signIn', () => {
  it('keeps the token, loads the customer profile and goes to /profile', async () => {
    const { navigate, visits } = recordingNavigate()
    usePopupStore.getState().open('signin', { redirect: true })
    await signIn(credentialsOf(customer), { navigate })

    expect(storage.get()).toMatch(/\S{20,}/)
    expect(useAuthStore.getState()).toMatchObject({ auth: true, admin: false, token: storage.get() })
    const account = useSaltStore.getState().account
    expect(account).toMatchObject({ name: 'Northern Plowing Ltd.', customerNo: customer.customerNo })
    expect(account?.cards.map((card) => [card.name, card.balanceCents]).sort()).toEqual([
      ['Loader yard', 48_050],
      ['Plow truck 1', 125_000],
    ])
    expect(useSaltAdminStore.getState().account).toBeNull()
    expect(usePopupStore.getState().kind).toBeNull()
    expect(visits).toEqual([{ to: '/profile', replace: false }])
  })

  it('signs in with the username lower-cased by the form schema', async () => {
    const { navigate } = recordingNavigate()
    const credentials = loginSchema.parse({
      username: `  ${customer.eMail.toUpperCase()} `,
      password: customer.password,
    })
    expect(credentials.username).toBe(customer.eMail)
    await signIn(credentials, { navigate })
    expect(useAuthStore.getState().auth).toBe(true)
  })

  it('sends an admin to /admin/ with the profile in the admin store', async () => {
    const { navigate, visits } = recordingNavigate()
    await signIn(credentialsOf(admin), { navigate })

    expect(useAuthStore.getState()).toMatchObject({ auth: true, admin: true })
    expect(useSaltAdminStore.getState().account).toMatchObject({ active: 2000, customerNo: admin.customerNo })
    expect(useSaltStore.getState().account).toBeNull()
    expect(visits).toEqual([{ to: '/admin/', replace: false }])
  })

  it('without a redirect (signinNoredirect) only closes the popup', async () => {
    const { navigate, visits } = recordingNavigate()
    usePopupStore.getState().open('signin', { redirect: false })
    await signIn(credentialsOf(customer), { navigate, redirect: false })

    expect(useAuthStore.getState().auth).toBe(true)
    expect(usePopupStore.getState().kind).toBeNull()
    expect(visits).toEqual([])
  })

  it('refuses a wrong password with a 401 and leaves everything signed out', async () => {
    const { navigate, visits } = recordingNavigate()
    usePopupStore.getState().open('signin', { redirect: true })
    const failure = await signIn(
      loginSchema.parse({ username: customer.eMail, password: 'not-the-password' }),
      { navigate },
    ).catch((error: unknown) => error)

    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 401 })
    expect(storage.get()).toBeNull()
    expect(useAuthStore.getState()).toMatchObject({ auth: false, admin: false, token: null })
    expect(useSaltStore.getState().account).toBeNull()
    expect(usePopupStore.getState().kind).toBe('signin')
    expect(visits).toEqual([])
  })
})

describe('refreshProfile', () => {
  it('clears a token the server no longer knows and goes to /', async () => {
    const { navigate, visits } = recordingNavigate()
    useAuthStore.getState().setToken('a-token-the-server-never-issued')
    useAuthStore.getState().setAuth(true)

    expect(await refreshProfile(navigate)).toBeNull()
    expect(storage.get()).toBeNull()
    expect(useAuthStore.getState()).toMatchObject({ auth: false, admin: false, token: null })
    expect(visits).toEqual([{ to: '/', replace: true }])
  })

  it('clears the session when the server cannot be reached', async () => {
    const { navigate } = recordingNavigate()
    await signIn(credentialsOf(customer), { navigate })
    configureApiClient({ baseUrl: 'http://127.0.0.1:9' })
    const visits = recordingNavigate()

    expect(await refreshProfile(visits.navigate)).toBeNull()
    expect(storage.get()).toBeNull()
    expect(useSaltStore.getState().account).toBeNull()
    expect(visits.visits).toEqual([{ to: '/', replace: true }])
  })

  it('asks once more before giving up when the first call gets no answer, so a cut-off request keeps the session', async () => {
    const { navigate } = recordingNavigate()
    await signIn(credentialsOf(customer), { navigate })
    configureApiClient({ baseUrl: 'http://127.0.0.1:9', storage })
    const visits = recordingNavigate()
    const pending = refreshProfile(visits.navigate)
    // The first call has failed and the retry waits; the server is back before it fires.
    await new Promise((resolve) => setTimeout(resolve, profileRetryDelayMs / 2))
    configureApiClient({ baseUrl: app.url, storage })
    expect(await pending).toMatchObject({ customerNo: customer.customerNo })
    expect(storage.get()).not.toBeNull()
    expect(visits.visits).toEqual([])
  })

  it('shares one request between callers that ask at the same time', async () => {
    const { navigate } = recordingNavigate()
    await signIn(credentialsOf(customer), { navigate, redirect: false })
    const first = refreshProfile(navigate)
    expect(refreshProfile(navigate)).toBe(first)
    expect(await first).toMatchObject({ customerNo: customer.customerNo })
  })
})

describe('goToMySaltCard', () => {
  it('opens the sign-in popup, with redirect, for a visitor', async () => {
    const { navigate, visits } = recordingNavigate()
    await goToMySaltCard(navigate)
    expect(usePopupStore.getState()).toMatchObject({ kind: 'signin', options: { redirect: true } })
    expect(visits).toEqual([])
  })

  it('takes a customer to /profile and an admin to /admin/', async () => {
    const asCustomer = recordingNavigate()
    await signIn(credentialsOf(customer), { navigate: asCustomer.navigate, redirect: false })
    await goToMySaltCard(asCustomer.navigate)
    expect(asCustomer.visits).toEqual([{ to: '/profile', replace: false }])

    const asAdmin = recordingNavigate()
    await signIn(credentialsOf(admin), { navigate: asAdmin.navigate, redirect: false })
    await goToMySaltCard(asAdmin.navigate)
    expect(asAdmin.visits).toEqual([{ to: '/admin/', replace: false }])
    expect(usePopupStore.getState().kind).toBeNull()
  })

  it('forgets a revoked token and asks to sign in', async () => {
    const { navigate, visits } = recordingNavigate()
    await signIn(credentialsOf(customer), { navigate, redirect: false })
    await app.api.post('/api/salt/logout', {}, { token: storage.get() ?? '' })

    await goToMySaltCard(navigate)
    expect(storage.get()).toBeNull()
    expect(useAuthStore.getState().auth).toBe(false)
    expect(usePopupStore.getState().kind).toBe('signin')
    expect(visits).toEqual([])
  })

  it('opens the sign-in popup when the check itself fails', async () => {
    configureApiClient({ baseUrl: 'http://127.0.0.1:9' })
    const { navigate, visits } = recordingNavigate()
    await goToMySaltCard(navigate)
    expect(usePopupStore.getState().kind).toBe('signin')
    expect(visits).toEqual([])
  })
})

describe('logout', () => {
  it('shows the overlay, waits 1000 ms, clears everything, goes to /, then hides the overlay', async () => {
    const signedIn = recordingNavigate()
    await signIn(credentialsOf(customer), { navigate: signedIn.navigate, redirect: false })
    const token = storage.get()
    const events: string[] = []
    const unsubscribe = useAuthStore.subscribe((state, previous) => {
      if (state.loading !== previous.loading) events.push(state.loading ? 'overlay shown' : 'overlay hidden')
      if (state.token !== previous.token) events.push(state.token ? 'token set' : 'token cleared')
      if (state.auth !== previous.auth) events.push(state.auth ? 'auth set' : 'auth reset')
    })
    const navigate = ((to: To) => {
      events.push(`navigate ${String(to)}`)
    }) as NavigateFunction

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const done = logout(navigate)
    expect(events).toEqual(['overlay shown'])
    await vi.advanceTimersByTimeAsync(logoutDelayMs - 1)
    expect(storage.get()).toBe(token)
    expect(useAuthStore.getState().auth).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    // The server side of logging out runs on real time.
    vi.useRealTimers()
    await done
    unsubscribe()

    expect(events).toEqual(['overlay shown', 'token cleared', 'auth reset', 'navigate /', 'overlay hidden'])
    expect(storage.get()).toBeNull()
    expect(useAuthStore.getState()).toMatchObject({ auth: false, admin: false, token: null, loading: false })
    expect(useSaltStore.getState().account).toBeNull()
    expect(useSaltAdminStore.getState().account).toBeNull()
    // Revoked on the server too: the old token no longer signs anyone in.
    const status = await app.api.get('/api/salt/is-logged', { token: token ?? '' })
    expect(status.body).toEqual({ logged: false, admin: false })
  })

  it('resets the admin state of an admin', async () => {
    const { navigate } = recordingNavigate()
    await signIn(credentialsOf(admin), { navigate, redirect: false })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const done = logout(navigate)
    await vi.advanceTimersByTimeAsync(logoutDelayMs)
    vi.useRealTimers()
    await done
    expect(useAuthStore.getState()).toMatchObject({ auth: false, admin: false })
    expect(useSaltAdminStore.getState().account).toBeNull()
  })

  it('still signs out here when the server cannot be reached', async () => {
    const { navigate } = recordingNavigate()
    await signIn(credentialsOf(customer), { navigate, redirect: false })
    configureApiClient({ baseUrl: 'http://127.0.0.1:9' })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const done = logout(navigate)
    await vi.advanceTimersByTimeAsync(logoutDelayMs)
    vi.useRealTimers()
    await done
    expect(storage.get()).toBeNull()
    expect(useAuthStore.getState()).toMatchObject({ auth: false, loading: false })
  })
})
