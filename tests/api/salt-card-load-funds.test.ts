import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { accounts, cardLedger, erpPostings, paymentCheckouts } from '#server/db/schema.ts'
import { currentBalance } from '#server/services/salt-card/ledger.ts'
import { createAccount, createCard } from '#tests/support/seed.ts'
import {
  checkoutRedirect,
  customerWithCard,
  deliverAllMail,
  returnOf,
  submitSandboxPayment,
} from '#tests/support/salt-card.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps, smtp } = app
const signIn = api.signIn.bind(api)

const checkout = (token: string, cardId: number, amountCents: number) =>
  api.post('/api/salt/load-funds/checkout', { cardId, amountCents }, { token })

const redirectUrlFor = (token: string, cardId: number, amountCents: number) =>
  checkoutRedirect(api, token, cardId, amountCents)

const confirm = (token: string, ticket: string, card: string | number) =>
  api.get('/api/salt/load-funds', { token, query: { ticket, card: String(card) } })

test('with the sandbox gateway there is no webhook: the route does not exist', async () => {
  const response = await api.request('/api/salt/load-funds/webhook', {
    method: 'POST',
    rawBody: '{"id":"evt_1","type":"checkout.session.completed"}',
    headers: { 'stripe-signature': 't=1,v1=00' },
  })
  expect(response.status).toBe(404)
  expect(deps.payments.webhook).toBeUndefined()
})

describe('POST /api/salt/load-funds/checkout', () => {
  test('a Prepaid customer gets the payment page of a checkout recorded for their card', async () => {
    const { customer, card, token } = await customerWithCard(deps.db, signIn)
    const redirectUrl = await redirectUrlFor(token, card.id, 50_000)
    const checkoutId = /chk_[\w-]+/.exec(redirectUrl)![0]
    const [row] = await deps.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, checkoutId))
    expect(row).toMatchObject({
      accountId: customer.id,
      cardId: card.id,
      amountCents: 50_000,
      gateway: 'sandbox',
      status: 'created',
      ledgerId: null,
    })
  })

  test('401 without a token; 403 with a clear message for accounts that are not Prepaid', async () => {
    expect((await checkout('', 1, 50_000)).status).toBe(401)
    const { customer, card, token } = await customerWithCard(deps.db, signIn)
    await deps.db.update(accounts).set({ paymentOption: 'Invoice' }).where(eq(accounts.id, customer.id))
    const response = await checkout(token, card.id, 50_000)
    expect(response.status).toBe(403)
    expect(response.body).toEqual({
      error: {
        code: 'forbidden',
        message:
          'Funds can be loaded online onto prepaid Salt Cards only. Your Account Manager can switch your account to Prepaid.',
      },
    })
  })

  test('amounts outside $50–$10,000 or not whole cents are refused with the limits', async () => {
    const { card, token } = await customerWithCard(deps.db, signIn)
    for (const amountCents of [4_999, 1_000_001]) {
      const response = await checkout(token, card.id, amountCents)
      expect(response.status).toBe(400)
      expect(response.body).toEqual({
        error: {
          code: 'invalid_input',
          message: 'Some fields are missing or invalid.',
          fields: { amountCents: 'Enter an amount from $50.00 to $10,000.00.' },
        },
      })
    }
    for (const body of [
      { cardId: card.id, amountCents: 5_000.5 },
      { cardId: card.id },
      { amountCents: 5_000 },
      {},
    ]) {
      const response = await api.post('/api/salt/load-funds/checkout', body, { token })
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({ error: { code: 'invalid_input' } })
    }
    expect((await checkout(token, card.id, 5_000)).status).toBe(200)
    expect((await checkout(token, card.id, 1_000_000)).status).toBe(200)
  })

  test("another customer's card, a deactivated card or an unknown card is a 404", async () => {
    const { token } = await customerWithCard(deps.db, signIn)
    const other = await createAccount(deps.db)
    const theirs = await createCard(deps.db, other.id)
    const mine = await createAccount(deps.db)
    const myToken = await signIn(mine.eMail, mine.password)
    const deactivated = await createCard(deps.db, mine.id, { status: 'deactivated' })
    for (const [who, cardId] of [
      [token, theirs.id],
      [myToken, deactivated.id],
      [token, 2_000_000_000],
    ] as const) {
      const response = await checkout(who, cardId, 50_000)
      expect(response.status).toBe(404)
      expect(response.body).toEqual({
        error: { code: 'not_found', message: 'No card of yours has this id or number.' },
      })
    }
  })
})

describe('GET /api/salt/load-funds (back from the payment page)', () => {
  test('approved with 4242…: the card is credited, the answer has the new balance, ERP posting and receipt queued', async () => {
    const { customer, card, token } = await customerWithCard(deps.db, signIn, { balanceCents: 12_345 })
    const back = returnOf(
      await submitSandboxPayment(app.url, await redirectUrlFor(token, card.id, 50_000), {
        cardNumber: '4242 4242 4242 4242',
      }),
    )
    expect(back.card).toBe(String(card.id))
    const response = await confirm(token, back.ticket, back.card)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      success: true,
      cardId: card.id,
      amountCents: 50_000,
      balanceCents: 62_345,
      paymentId: expect.stringMatching(/^pay_/),
    })
    const { paymentId } = response.body as { paymentId: string }
    const [entry] = await deps.db.select().from(cardLedger).where(eq(cardLedger.externalRef, paymentId))
    expect(entry).toMatchObject({
      cardId: card.id,
      type: 'load',
      amountCents: 50_000,
      balanceAfterCents: 62_345,
    })
    const [posting] = await deps.db.select().from(erpPostings).where(eq(erpPostings.ledgerId, entry!.id))
    expect(posting).toMatchObject({ status: 'pending', attempts: 0 })

    await deliverAllMail(app)
    const [receipt] = smtp.to(customer.eMail)
    expect(receipt?.subject).toBe('Receipt: $500.00 loaded onto your Salt Card')
    expect(receipt?.text).toContain(`$500.00 was loaded onto your Salt Card ${card.cardNo} (Plow truck)`)
    expect(receipt?.text).toContain(`New balance: $623.45. Payment reference: ${paymentId}.`)
  })

  test('the same ticket ten times, in parallel and in a row: one credit, the same answer every time', async () => {
    const { customer, card, token } = await customerWithCard(deps.db, signIn)
    const back = returnOf(
      await submitSandboxPayment(app.url, await redirectUrlFor(token, card.id, 75_000), {
        cardNumber: '4242424242424242',
      }),
    )
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () => confirm(token, back.ticket, back.card)),
    )
    const serial = []
    for (let i = 0; i < 5; i++) serial.push(await confirm(token, back.ticket, back.card))
    const answers = [...parallel, ...serial]
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1)
    expect(answers[0]!.body).toMatchObject({ success: true, amountCents: 75_000, balanceCents: 75_000 })

    const loads = await deps.db.select().from(cardLedger).where(eq(cardLedger.cardId, card.id))
    expect(loads).toHaveLength(1)
    expect(await currentBalance(deps.db, card.id)).toBe(75_000)
    await deliverAllMail(app)
    expect(smtp.to(customer.eMail)).toHaveLength(1)
  })

  test('declined with 4000…0002 and 4000…9995: success false with the reason, nothing written to the ledger', async () => {
    const { card, token } = await customerWithCard(deps.db, signIn, { balanceCents: 30_000 })
    for (const [cardNumber, reason] of [
      ['4000 0000 0000 0002', 'Your card was declined.'],
      ['4000 0000 0000 9995', 'Your card was declined: insufficient funds.'],
    ] as const) {
      const back = returnOf(
        await submitSandboxPayment(app.url, await redirectUrlFor(token, card.id, 50_000), { cardNumber }),
      )
      const response = await confirm(token, back.ticket, back.card)
      expect(response.status).toBe(200)
      expect(response.body).toEqual({ success: false, reason })
      expect((await confirm(token, back.ticket, back.card)).body).toEqual({ success: false, reason })
    }
    const entries = await deps.db.select().from(cardLedger).where(eq(cardLedger.cardId, card.id))
    expect(entries).toHaveLength(1)
    expect(await currentBalance(deps.db, card.id)).toBe(30_000)
    const checkouts = await deps.db
      .select()
      .from(paymentCheckouts)
      .where(eq(paymentCheckouts.cardId, card.id))
    expect(checkouts.map((row) => [row.status, row.ledgerId])).toEqual([
      ['declined', null],
      ['declined', null],
    ])
  })

  test('Cancel on the payment page comes back declined as cancelled', async () => {
    const { card, token } = await customerWithCard(deps.db, signIn)
    const back = returnOf(
      await submitSandboxPayment(
        app.url,
        await redirectUrlFor(token, card.id, 50_000),
        { cardNumber: '' },
        {
          action: 'cancel',
        },
      ),
    )
    expect((await confirm(token, back.ticket, back.card)).body).toEqual({
      success: false,
      reason: 'The payment was cancelled.',
    })
  })

  test('a tampered ticket is a 400 and credits nothing', async () => {
    const { card, token } = await customerWithCard(deps.db, signIn)
    const back = returnOf(
      await submitSandboxPayment(app.url, await redirectUrlFor(token, card.id, 50_000), {
        cardNumber: '4242424242424242',
      }),
    )
    const [body, signature] = back.ticket.split('.') as [string, string]
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>
    const richer = Buffer.from(JSON.stringify({ ...payload, amountCents: 1_000_000 })).toString('base64url')
    const badSignature = back.ticket.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    for (const ticket of [`${richer}.${signature}`, badSignature, `${body}.`, 'x'.repeat(40)]) {
      const response = await confirm(token, ticket, back.card)
      expect(response.status).toBe(400)
      expect(response.body).toEqual({
        error: {
          code: 'invalid_ticket',
          message: 'This payment confirmation is not valid. No funds were loaded.',
        },
      })
    }
    expect(await currentBalance(deps.db, card.id)).toBe(0)
  })

  test('a ticket older than 300 seconds is a 400 expired_ticket', async () => {
    const { card, token } = await customerWithCard(deps.db, signIn)
    const back = returnOf(
      await submitSandboxPayment(app.url, await redirectUrlFor(token, card.id, 50_000), {
        cardNumber: '4242424242424242',
      }),
    )
    app.clock.advance(301_000)
    const response = await confirm(token, back.ticket, back.card)
    expect(response.status).toBe(400)
    expect(response.body).toEqual({
      error: {
        code: 'expired_ticket',
        message: 'This payment confirmation has expired. No funds were loaded.',
      },
    })
    expect(await currentBalance(deps.db, card.id)).toBe(0)
  })

  test("another customer's ticket, or the ticket with another card, is a 404 and credits nothing", async () => {
    const first = await customerWithCard(deps.db, signIn)
    const second = await customerWithCard(deps.db, signIn)
    const back = returnOf(
      await submitSandboxPayment(app.url, await redirectUrlFor(first.token, first.card.id, 50_000), {
        cardNumber: '4242424242424242',
      }),
    )
    const myOtherCard = await createCard(deps.db, first.customer.id)
    for (const [token, card] of [
      [second.token, back.card],
      [second.token, String(second.card.id)],
      [first.token, String(myOtherCard.id)],
    ] as const) {
      const response = await confirm(token, back.ticket, card)
      expect(response.status).toBe(404)
      expect(response.body).toMatchObject({ error: { code: 'not_found' } })
    }
    expect(await currentBalance(deps.db, first.card.id)).toBe(0)
    expect((await confirm(first.token, back.ticket, back.card)).body).toMatchObject({ success: true })
  })

  test('bad query: 400; no token: 401', async () => {
    const { token } = await customerWithCard(deps.db, signIn)
    expect((await api.get('/api/salt/load-funds', { token })).status).toBe(400)
    expect(
      (await api.get('/api/salt/load-funds', { token, query: { ticket: 'x'.repeat(40), card: 'abc' } }))
        .status,
    ).toBe(400)
    expect(
      (await api.get('/api/salt/load-funds', { query: { ticket: 'x'.repeat(40), card: '1' } })).status,
    ).toBe(401)
  })
})
