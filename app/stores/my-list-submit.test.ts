import { randomUUID } from 'node:crypto'
import type { NavigateFunction } from 'react-router'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, configureApiClient } from '#app/lib/api-client.ts'
import { loginSchema } from '#domain/account/schemas.ts'
import { applicationForm, seedListCatalog, storedCounts } from '#tests/support/my-list.ts'
import { type SeededAccount, createAccount } from '#tests/support/seed.ts'
import { type TestApp, startTestApp } from '#tests/support/test-app.ts'
import { clearSession } from './auth-actions.ts'
import { useAuthStore } from './auth.ts'
import { submitNewAccount, submitSignedIn, submitWithLogin, succeeded } from './my-list-submit.ts'
import { type MyListItem, useMyListStore } from './my-list.ts'
import { usePopupStore } from './popup.ts'
import { useSaltStore } from './salt.ts'
import { memoryTokenStorage } from '#tests/support/unit/test-token-storage.ts'

/** The real API on a fresh database: the list is sent over HTTP as the browser sends it. */
let app: TestApp
let customer: SeededAccount
const storage = memoryTokenStorage()

beforeAll(async () => {
  app = await startTestApp()
  configureApiClient({ baseUrl: app.url, storage })
  await seedListCatalog(app.deps.db)
  customer = await createAccount(app.deps.db, { name: 'Northern Plowing Ltd.' })
})
afterAll(async () => {
  await app.close()
})

const tonnes: MyListItem = {
  slug: 'list-rock-salt',
  unitName: 'tonne',
  quantity: 4,
  productName: 'Treated Rock Salt',
  imgUrl: '',
  minQty: 1,
  customSize: false,
  quantityStep: 'whole',
}
const storedRequests = async () => (await storedCounts(app.deps.db)).requests

beforeEach(() => {
  clearSession()
  useSaltStore.getState().reset()
  usePopupStore.getState().close()
  vi.stubGlobal('localStorage', undefined)
  useMyListStore.setState({ items: [tonnes], recovered: true })
})

const navigate = (() => Promise.resolve()) as unknown as NavigateFunction

describe('sending My List', () => {
  it('accepts a success flag sent as the JSON string "true", and nothing else', () => {
    expect(succeeded({ success: true })).toBe(true)
    expect(succeeded({ success: 'true' })).toBe(true)
    expect(succeeded({ success: false })).toBe(false)
    expect(succeeded({ success: 'false' })).toBe(false)
    expect(succeeded(null)).toBe(false)
  })

  it('signed in: stores one request per key, clears the list and thanks with the brand name', async () => {
    const login = await fetch(`${app.url}/api/salt/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: customer.eMail, password: customer.password }),
    })
    useAuthStore.getState().setToken(((await login.json()) as { token: string }).token)
    const before = await storedRequests()
    const key = randomUUID()
    const submission = { items: [tonnes], delivery: undefined, key }
    await submitSignedIn(submission, 'Draglam Salt')
    // A retry of the same attempt (say, the answer was lost) stores nothing new.
    await submitSignedIn(submission, 'Draglam Salt')
    expect(await storedRequests()).toBe(before + 1)
    expect(useMyListStore.getState().items).toEqual([])
    expect(usePopupStore.getState()).toMatchObject({
      kind: 'generic',
      options: {
        title: 'Thank you',
        text: 'Your request has been successfully submitted. A Draglam Salt representative will call you to finalize your order.',
      },
    })
  })

  it('signed out with a good password: signs in, clears the list and thanks', async () => {
    const credentials = loginSchema.parse({
      username: customer.eMail.toUpperCase(),
      password: customer.password,
    })
    await submitWithLogin({ items: [tonnes], key: randomUUID() }, credentials, navigate)
    expect(useAuthStore.getState()).toMatchObject({ auth: true, admin: false })
    expect(storage.get()).toBeTruthy()
    expect(useSaltStore.getState().account?.eMail).toBe(customer.eMail)
    expect(useMyListStore.getState().items).toEqual([])
    expect(usePopupStore.getState().options).toMatchObject({ title: 'Thank you' })
  })

  it('signed out with a wrong password: a 401, no token, and the list kept', async () => {
    const credentials = loginSchema.parse({ username: customer.eMail, password: 'not-the-password' })
    const failure = submitWithLogin({ items: [tonnes], key: randomUUID() }, credentials, navigate)
    await expect(failure).rejects.toMatchObject({ status: 401 })
    expect(storage.get()).toBeNull()
    expect(useMyListStore.getState().items).toEqual([tonnes])
    expect(usePopupStore.getState().kind).toBeNull()
  })

  it('a new customer: the application and list are sent, the list cleared, "Thank you for your request"', async () => {
    const form = { ...applicationForm(`new-${randomUUID()}@example.test`), website: '' }
    await submitNewAccount({ items: [tonnes], key: randomUUID() }, form)
    expect(useMyListStore.getState().items).toEqual([])
    expect(usePopupStore.getState().options).toMatchObject({ title: 'Thank you for your request' })
  })

  it('an item the catalogue no longer offers: invalid_list naming it, and the list kept', async () => {
    const gone = { ...tonnes, slug: 'list-retired', unitName: 'bag', productName: 'Retired Salt' }
    useMyListStore.setState({ items: [tonnes, gone] })
    const form = { ...applicationForm(`new-${randomUUID()}@example.test`), website: '' }
    const failure = submitNewAccount({ items: [tonnes, gone], key: randomUUID() }, form)
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({
      code: 'invalid_list',
      fields: { 'list.1.slug': expect.any(String) },
    })
    expect(useMyListStore.getState().items).toEqual([tonnes, gone])
  })
})
