import { and, eq, like } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { alertDigestEntries, outbox } from '#server/db/schema.ts'
import { alertFleet, chooseAlerts } from '#tests/support/alerts.ts'
import { createPickupPlace, createScaleKey, scaleTicket, sendPickup } from '#tests/support/salt-card.ts'
import { startTestApp, testSiteUrl } from '#tests/support/test-app.ts'

/**
 * A pickup alert links a page its reader may open: the e-ticket needs viewTransactions, which a dispatcher
 * lacks, so a dispatcher's mail links the card's page instead. Each mail is read from the outbox per role, and the
 * page it links is opened, through the API the page calls, with that reader's session.
 */
const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
await createPickupPlace(deps.db)
const key = await createScaleKey(deps.db, ['bradford'])
const site = testSiteUrl

const linkIn = (text: string) => /(?:Its e-ticket|The card's page): (\S+)/.exec(text)

async function bookedPickupFor(fleet: Awaited<ReturnType<typeof alertFleet>>) {
  const ticket = scaleTicket({ cardNo: fleet.cardA.cardNo, amountCents: 12_345 })
  const booked = await sendPickup(api, ticket, key)
  expect(booked.status).toBe(200)
  return { ticket, ledgerId: (booked.body as { ledgerId: number }).ledgerId }
}

describe('the link in a pickup alert, per role', () => {
  test('owner, accountant and driver get the e-ticket; the dispatcher gets the card’s page, and each opens', async () => {
    const fleet = await alertFleet(app)
    const readers = {
      owner: { eMail: fleet.customer.eMail, token: fleet.ownerToken },
      accountant: fleet.accountant,
      driver: fleet.driverA,
      dispatcher: fleet.dispatcher,
    }
    for (const reader of Object.values(readers)) await chooseAlerts(app, reader.token, ['pickup'])
    const { ledgerId } = await bookedPickupFor(fleet)

    const mails = await deps.db
      .select({ to: outbox.toAddress, text: outbox.text, html: outbox.html })
      .from(outbox)
      .where(like(outbox.subject, `Pickup on your Salt Card ${fleet.cardA.cardNo}%`))
    const mailTo = (eMail: string) => {
      const found = mails.filter((mail) => mail.to === eMail)
      expect(found).toHaveLength(1)
      return found[0]!
    }
    const ticketUrl = `${site}/profile/tickets/${ledgerId}`
    for (const reader of [readers.owner, readers.accountant, readers.driver]) {
      const mail = mailTo(reader.eMail)
      expect(mail.text).toContain(`Its e-ticket: ${ticketUrl}`)
      expect(mail.html).toContain(ticketUrl)
      const opened = await api.get(`/api/salt/tickets/${ledgerId}`, { token: reader.token })
      expect(opened.status, reader.eMail).toBe(200)
    }

    const dispatcherMail = mailTo(readers.dispatcher.eMail)
    expect(linkIn(dispatcherMail.text)?.[1]).toBe(`${site}/profile/cards/${fleet.cardA.id}`)
    expect(dispatcherMail.text).not.toContain('/profile/tickets/')
    expect(dispatcherMail.html).not.toContain('/profile/tickets/')
    const card = await api.get(`/api/salt/cards/${fleet.cardA.id}`, { token: readers.dispatcher.token })
    expect(card.status).toBe(200)
    // Why: the e-ticket is not the dispatcher's to open.
    const ticket = await api.get(`/api/salt/tickets/${ledgerId}`, { token: readers.dispatcher.token })
    expect(ticket.status).toBe(403)
  })

  test('in the daily digest too: the dispatcher’s line links the card’s page, the owner’s the e-ticket', async () => {
    const fleet = await alertFleet(app)
    await chooseAlerts(app, fleet.ownerToken, ['pickup'], 'daily')
    await chooseAlerts(app, fleet.dispatcher.token, ['pickup'], 'daily')
    const { ledgerId } = await bookedPickupFor(fleet)

    const lines = await deps.db
      .select({ userId: alertDigestEntries.userId, summary: alertDigestEntries.summary })
      .from(alertDigestEntries)
      .where(and(eq(alertDigestEntries.accountId, fleet.customer.id), eq(alertDigestEntries.kind, 'pickup')))
    const lineOf = (userId: number | null) => lines.find((line) => line.userId === userId)?.summary ?? ''
    expect(lines).toHaveLength(2)
    expect(lineOf(null)).toContain(`Its e-ticket: ${site}/profile/tickets/${ledgerId}`)
    expect(lineOf(fleet.dispatcher.id)).toContain(`The card's page: ${site}/profile/cards/${fleet.cardA.id}`)
    expect(lineOf(fleet.dispatcher.id)).not.toContain('/profile/tickets/')
  })
})
