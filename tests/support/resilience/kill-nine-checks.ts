import { asc, eq } from 'drizzle-orm'
import { listConfirmationSubject, myListSubmissionSubject } from '#domain/my-list/texts.ts'
import { loadConfig } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import {
  accounts,
  auditLog,
  cardLedger,
  cards,
  erpPostings,
  listRequests,
  outbox,
} from '#server/db/schema.ts'
import { lowBalanceTransition } from '#server/services/salt-card/ledger-math.ts'
import { runningBalanceProblems } from './process-checks.ts'
import { type Answer, type Sent, type SentList, type SentPickup, is2xx } from './kill-nine-load.ts'

/** What was found after the restart, and every way it differs from what the answers promised. */
export interface Findings {
  problems: string[]
  acknowledged: number
  acknowledgedFound: number
  unanswered: number
  unansweredFound: number
  mailsExpected: number
  mailsFound: number
}

const { SALES_EMAIL, BRAND_NAME } = loadConfig({})
const confirmationSubject = listConfirmationSubject(BRAND_NAME)
const count = <T>(items: T[], test: (item: T) => boolean) => items.filter(test).length

async function stored(db: Db) {
  return {
    requests: await db.select().from(listRequests),
    mails: await db.select({ to: outbox.toAddress, subject: outbox.subject, text: outbox.text }).from(outbox),
    ledger: await db.select().from(cardLedger).orderBy(asc(cardLedger.id)),
    postings: await db.select({ ledgerId: erpPostings.ledgerId }).from(erpPostings),
    audits: await db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'pickup.recorded')),
    cards: await db
      .select({ id: cards.id, cardNo: cards.cardNo, thresholdCents: accounts.lowBalanceThresholdCents })
      .from(cards)
      .innerJoin(accounts, eq(accounts.id, cards.accountId)),
  }
}
type Stored = Awaited<ReturnType<typeof stored>>

/** Whether the request's record is there whole (true), absent (false), or half written (a problem). */
type Presence = { present: boolean; problems: string[]; mails: { expected: number; found: number } }

function listPresence(data: Stored, sent: SentList): Presence {
  const rows = data.requests.filter((row) => row.idempotencyKey === sent.key)
  const problems: string[] = []
  if (rows.length > 1) problems.push(`list ${sent.key} stored ${rows.length} times`)
  const row = rows[0]
  if (!row) return { present: false, problems, mails: { expected: 0, found: 0 } }
  const acknowledgedId = is2xx(sent.answer) ? (sent.answer!.body as { requestId: number }).requestId : row.id
  if (row.id !== acknowledgedId)
    problems.push(`list ${sent.key} answered #${acknowledgedId}, stored #${row.id}`)
  const salesMails = count(
    data.mails,
    (mail) =>
      mail.to === SALES_EMAIL &&
      mail.subject === myListSubmissionSubject &&
      mail.text.includes(`#${row.id}:`),
  )
  if (salesMails !== 1) problems.push(`list #${row.id} has ${salesMails} sales mails, not 1`)
  return { present: true, problems, mails: { expected: 1, found: salesMails } }
}

function pickupPresence(data: Stored, sent: SentPickup): Presence {
  const rows = data.ledger.filter((row) => row.type === 'pickup' && row.externalRef === sent.ticket.ticketNo)
  const problems: string[] = []
  const row = rows[0]
  if (!row) return { present: false, problems, mails: { expected: 0, found: 0 } }
  const name = `pickup ${sent.ticket.ticketNo}`
  if (rows.length > 1) problems.push(`${name} booked ${rows.length} times`)
  if (row.cardId !== sent.cardId || row.amountCents !== -sent.ticket.amountCents)
    problems.push(`${name} booked on card ${row.cardId} for ${row.amountCents}`)
  if (is2xx(sent.answer) && (sent.answer!.body as { ledgerId: number }).ledgerId !== row.id)
    problems.push(`${name} answered another ledger id than #${row.id}`)
  const postings = count(data.postings, (posting) => posting.ledgerId === row.id)
  const audits = count(data.audits, (audit) => (audit.details as { ledgerId?: number }).ledgerId === row.id)
  if (postings !== 1 || audits !== 1)
    problems.push(`${name} has ${postings} ERP postings and ${audits} audit rows, not 1 and 1`)
  return { present: true, problems, mails: { expected: 0, found: 0 } }
}

/** Each card's entries add up, each balance is the one before plus the amount, none below zero. */
const ledgerProblems = (data: Stored) =>
  data.cards.flatMap((card) => runningBalanceProblems(data.ledger.filter((row) => row.cardId === card.id)))

/** Low-balance alerts: one per crossing of the threshold, as the ledger's history has them. */
function lowBalanceMails(data: Stored) {
  let expected = 0
  let found = 0
  const problems: string[] = []
  for (const card of data.cards) {
    let alerted = false
    let before = 0
    let alerts = 0
    for (const entry of data.ledger.filter((row) => row.cardId === card.id)) {
      const step = lowBalanceTransition({
        beforeCents: before,
        afterCents: entry.balanceAfterCents,
        thresholdCents: card.thresholdCents,
        alerted,
      })
      if (step.sendAlert) alerts++
      alerted = step.alerted
      before = entry.balanceAfterCents
    }
    const mails = count(data.mails, (mail) => mail.subject === `Low balance on your Salt Card ${card.cardNo}`)
    if (mails !== alerts)
      problems.push(`card ${card.cardNo}: ${mails} low-balance mails for ${alerts} crossings`)
    expected += alerts
    found += mails
  }
  return { expected, found, problems }
}

/** Every customer's confirmations: one per list of theirs that is stored. */
function confirmationMails(data: Stored, lists: SentList[]) {
  const problems: string[] = []
  let found = 0
  for (const { accountId, eMail } of new Map(lists.map((sent) => [sent.accountId, sent])).values()) {
    const stored = count(data.requests, (row) => row.accountId === accountId)
    const mails = count(data.mails, (mail) => mail.to === eMail && mail.subject === confirmationSubject)
    if (mails !== stored) problems.push(`${eMail}: ${mails} confirmations for ${stored} stored lists`)
    found += mails
  }
  return { found, problems }
}

/** Reads the database after the restart and holds it to what each request's answer promised. */
export async function checkAfterRestart(db: Db, sent: Sent[]): Promise<Findings> {
  const data = await stored(db)
  const findings: Findings = {
    problems: [...ledgerProblems(data)],
    acknowledged: 0,
    acknowledgedFound: 0,
    unanswered: 0,
    unansweredFound: 0,
    mailsExpected: 0,
    mailsFound: 0,
  }
  let present = 0
  for (const request of sent) {
    const found = request.kind === 'list' ? listPresence(data, request) : pickupPresence(data, request)
    findings.problems.push(...found.problems)
    present += Number(found.present)
    findings.mailsExpected += found.mails.expected
    findings.mailsFound += found.mails.found
    const answer: Answer | undefined = request.answer
    if (is2xx(answer)) {
      findings.acknowledged++
      findings.acknowledgedFound += Number(found.present)
      if (!found.present) findings.problems.push(`acknowledged ${request.kind} ${keyOf(request)} is missing`)
    } else if (answer) {
      if (found.present) findings.problems.push(`refused ${request.kind} ${keyOf(request)} was stored`)
    } else {
      findings.unanswered++
      findings.unansweredFound += Number(found.present)
    }
  }
  const lists = sent.filter((request): request is SentList => request.kind === 'list')
  const confirmations = confirmationMails(data, lists)
  const alerts = lowBalanceMails(data)
  findings.problems.push(...confirmations.problems, ...alerts.problems)
  findings.mailsExpected += data.requests.length + alerts.expected
  findings.mailsFound += confirmations.found + alerts.found
  const pickupRows = count(data.ledger, (row) => row.type === 'pickup')
  if (data.requests.length + pickupRows !== present)
    findings.problems.push(
      `${data.requests.length + pickupRows} records stored, ${present} of them sent by the test`,
    )
  return findings
}

const keyOf = (request: Sent) => (request.kind === 'list' ? request.key : request.ticket.ticketNo)
