import type { NavigateFunction } from 'react-router'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Profile } from '#domain/account/answers.ts'
import { ApiError, configureApiClient } from '#app/lib/api-client.ts'
import { createAccount, createCard } from '#tests/support/seed.ts'
import { type TestApp, startTestApp } from '#tests/support/test-app.ts'
import { clearSession, refreshProfile, signIn } from './auth-actions.ts'
import * as payment from './payment.ts'
import { confirmLoadFunds, deactivateCard, renameCard, requestCards } from './salt-card-actions.ts'
import { useSaltStore } from './salt.ts'
import { memoryTokenStorage } from '#tests/support/unit/test-token-storage.ts'

/** The stores against the real API on a fresh database, over HTTP as in the browser. */
let app: TestApp
const storage = memoryTokenStorage()
const navigate = (() => undefined) as unknown as NavigateFunction
let customer: Awaited<ReturnType<typeof createAccount>>

beforeAll(async () => {
  app = await startTestApp()
  configureApiClient({ baseUrl: app.url, storage })
  customer = await createAccount(app.deps.db, { name: 'Northern Plowing Ltd.' })
})

afterAll(async () => {
  await app.close()
})

beforeEach(async () => {
  clearSession()
  await signIn({ username: customer.eMail, password: customer.password }, { navigate, redirect: false })
})

afterEach(() => {
  vi.restoreAllMocks()
})

const account = () => {
  const current = useSaltStore.getState().account
  if (!current) throw new Error('no account in the store')
  return current
}

async function newCard(name: string) {
  const card = await createCard(app.deps.db, customer.id, { name, balancesCents: [10_000] })
  await refreshProfile(navigate)
  return card
}

describe('renameCard', () => {
  it('puts the new name into the store, and the server keeps it', async () => {
    const card = await newCard('Truck A')
    await renameCard(card.id, 'Sander 3')
    expect(account().cards.find((c) => c.id === card.id)?.name).toBe('Sander 3')

    useSaltStore.getState().reset()
    await refreshProfile(navigate)
    expect(account().cards.find((c) => c.id === card.id)?.name).toBe('Sander 3')
  })

  it('leaves the store alone when the server refuses', async () => {
    const card = await newCard('Truck B')
    await expect(renameCard(card.id, 'x'.repeat(41))).rejects.toBeInstanceOf(ApiError)
    expect(account().cards.find((c) => c.id === card.id)?.name).toBe('Truck B')
  })
})

describe('deactivateCard', () => {
  it('removes the card from the store once the server has deactivated it', async () => {
    const card = await newCard('Old loader')
    const others = account().cards.filter((c) => c.id !== card.id)
    await expect(deactivateCard(card.cardNo)).resolves.toBe(true)
    expect(account().cards).toEqual(others)

    await refreshProfile(navigate)
    expect(account().cards.map((c) => c.id)).not.toContain(card.id)
  })

  it('without a card number only logs an error and sends nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const fetch = vi.spyOn(globalThis, 'fetch')
    const before = account().cards
    await expect(deactivateCard(undefined)).resolves.toBe(false)
    await expect(deactivateCard('')).resolves.toBe(false)
    expect(error).toHaveBeenCalledTimes(2)
    expect(fetch).not.toHaveBeenCalled()
    expect(account().cards).toBe(before)
  })

  it('keeps the card in the store when the server refuses', async () => {
    const before = account().cards
    await expect(deactivateCard('7009999999999999')).rejects.toMatchObject({ status: 404 })
    expect(account().cards).toBe(before)
  })
})

describe('requestCards', () => {
  it('sends addCardCustomer with the quantity and its fixed subject', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    await expect(requestCards(3, account())).resolves.toBe(true)
    const [, init] = fetch.mock.calls[0] ?? []
    expect(JSON.parse(String(init?.body))).toMatchObject({
      htmlType: 'addCardCustomer',
      subject: 'You requested to add 3 Cards',
      htmlData: { quantity: 3, eMail: customer.eMail, customerNo: customer.customerNo },
    })
  })

  it('without a quantity only logs an error and sends nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // The api-client boundary: any request at all would reach this stub.
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no request expected'))
    const profile: Profile = account()
    for (const quantity of [undefined, Number.NaN, 0, 2.5]) {
      await expect(requestCards(quantity, profile)).resolves.toBe(false)
    }
    expect(error).toHaveBeenCalledTimes(4)
    expect(error).toHaveBeenCalledWith('Request cards: no quantity, nothing was sent.')
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe('confirmLoadFunds', () => {
  it('marks the payment as an error on a tampered ticket and reports it as invalid', async () => {
    const card = await newCard('Truck C')
    payment.reset()
    const outcome = await confirmLoadFunds('not-a-real-ticket-at-all', String(card.id), navigate)
    expect(outcome).toEqual({ kind: 'invalid' })
    expect(payment.usePaymentStore.getState()).toMatchObject({
      processing: false,
      success: false,
      error: true,
    })
  })
})
