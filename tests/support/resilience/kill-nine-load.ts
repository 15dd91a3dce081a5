import type { Db } from '#server/db/client.ts'
import { createSession } from '#server/services/auth/sessions.ts'
import { apiClient } from '../api-client.ts'
import { newKey, seedListCatalog, sendEmail, validList } from '../my-list.ts'
import { createPickupPlace, createScaleKey, scaleTicket, sendPickup } from '../salt-card.ts'
import { createAccount, createCard } from '../seed.ts'

/** What came back for one request: its status and body, or null when the connection died without an answer. */
export type Answer = { status: number; body: unknown } | null

export interface SentList {
  kind: 'list'
  key: string
  accountId: number
  eMail: string
  token: string
  answer?: Answer
}

export interface SentPickup {
  kind: 'pickup'
  ticket: ReturnType<typeof scaleTicket> & { cardNo: string; amountCents: number }
  apiKey: string
  cardId: number
  answer?: Answer
}

export type Sent = SentList | SentPickup

const pickupCents = 10_000
/**
 * Each card covers 6 of its 20 pickups, so refusals come early; the 5th crosses the low-balance line ($200), and many
 * pickups of one card wait for its row lock at once.
 */
const cardBalanceCents = 65_000
const pickupsPerCard = 20
/**
 * Each customer sends several lists: their confirmations are counted against their stored lists. Five each, half of
 * an account's hourly limit, so that neither they nor their resending after the restart are refused as too many.
 */
const listsPerCustomer = 5

/**
 * Customers with sessions and the My List catalogue; cards of their own accounts, a yard and product, and scale keys
 * (one per 25 pickups: a key may send 60 a minute, and each pickup may be sent twice, once again after the restart).
 */
export async function seedKillNine(db: Db, { lists, pickups }: { lists: number; pickups: number }) {
  await seedListCatalog(db)
  await createPickupPlace(db)
  const customers = []
  for (let i = 0; i < Math.ceil(lists / listsPerCustomer); i++) {
    const account = await createAccount(db)
    customers.push({ ...account, token: await createSession(db, account.id, new Date()) })
  }
  const cards = []
  for (let i = 0; i < pickups / pickupsPerCard; i++) {
    const account = await createAccount(db)
    cards.push(await createCard(db, account.id, { balancesCents: [cardBalanceCents] }))
  }
  const keys = []
  for (let i = 0; i < Math.ceil(pickups / 25); i++) keys.push(await createScaleKey(db, ['bradford']))

  const sent: Sent[] = []
  for (let i = 0; i < lists + pickups; i++) {
    // Interleaved: a pickup after every two lists while both last.
    const pickupIndex = sent.filter((one) => one.kind === 'pickup').length
    const listIndex = i - pickupIndex
    if ((i % 3 === 2 && pickupIndex < pickups) || listIndex >= lists) {
      const card = cards[pickupIndex % cards.length]!
      sent.push({
        kind: 'pickup',
        ticket: scaleTicket({ cardNo: card.cardNo, amountCents: pickupCents }) as SentPickup['ticket'],
        apiKey: keys[pickupIndex % keys.length]!,
        cardId: card.id,
      })
    } else {
      const customer = customers[listIndex % customers.length]!
      sent.push({
        kind: 'list',
        key: newKey(),
        accountId: customer.id,
        eMail: customer.eMail,
        token: customer.token,
      })
    }
  }
  return sent
}

export const listBody = { htmlType: 'myListSubmission', htmlData: { list: validList() } }

/** Sends one request of the load; a dead connection is an answer of null, not an error. */
export async function send(baseUrl: string, request: Sent): Promise<Answer> {
  const api = apiClient(baseUrl)
  const response =
    request.kind === 'list'
      ? sendEmail(api, listBody, { token: request.token, key: request.key })
      : sendPickup(api, request.ticket, request.apiKey)
  return response.then(
    ({ status, body }) => ({ status, body }),
    () => null,
  )
}

/**
 * Sends every request at once and calls `kill` as soon as `killAfter` of them have been answered and at least one of
 * each kind was acknowledged, so the rest are in flight (queued, mid-transaction or committed but not yet answered)
 * when the server dies. On PostgreSQL the pool serves its queue in turn: a pickup (one transaction) is answered long
 * before a list (several), and the first 100 answers can hold a single list. Answers whether the kill came (a server
 * that died by itself before would not count).
 */
export async function sendAllAndKill(
  baseUrl: string,
  requests: Sent[],
  killAfter: number,
  kill: () => Promise<void>,
): Promise<boolean> {
  let answered = 0
  const acknowledged = new Set<Sent['kind']>()
  let killed: Promise<void> | undefined
  await Promise.all(
    requests.map(async (request) => {
      request.answer = await send(baseUrl, request)
      if (!request.answer) return
      answered++
      if (is2xx(request.answer)) acknowledged.add(request.kind)
      if (!killed && answered >= killAfter && acknowledged.size === 2) killed = kill()
    }),
  )
  await killed
  return killed !== undefined
}

export const is2xx = (answer: Answer | undefined) => !!answer && answer.status >= 200 && answer.status < 300
