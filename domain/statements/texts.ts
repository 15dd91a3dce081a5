import { formatCents } from '#domain/salt-card/load-amount.ts'
import { formatSignedCents, transactionTypeLabels } from '#domain/salt-card/transaction-format.ts'
import type { StatementTotals } from './answers.ts'
import { monthName } from './month.ts'

/** The words of monthly statements, one source for the page, the PDF, the CSV and the mail. */

export const statementsPageTitle = 'Statements'
export const statementTitle = (month: string) => `Statement for ${monthName(month)}`
export const statementsEmptyText =
  'No statements yet: a month shows here once a card of yours has a transaction in it.'
export const statementsIntro = 'One statement per month with activity on your Salt Cards, newest first.'
export const statementLoadFailedText = 'The statement could not be loaded. Please reload the page.'
export const statementNotFoundText = 'There is no statement for that month.'
export const statementPdfLinkText = 'Download the PDF'
export const statementCsvLinkText = 'Download the CSV'
export const statementTimesNote = 'Months and times are Toronto time.'
export const statementFileName = (month: string, kind: 'pdf' | 'csv') =>
  `salt-card-statement-${month}.${kind}`

/** The totals' rows, label and value, as the page and the PDF show them. */
export function statementTotalRows(totals: StatementTotals): Array<[string, string]> {
  return [
    ['Opening balance', formatCents(totals.openingCents)],
    [`${transactionTypeLabels.load}s`, formatSignedCents(totals.load)],
    [`${transactionTypeLabels.pickup}s`, formatSignedCents(totals.pickup)],
    [`${transactionTypeLabels.adjustment}s`, formatSignedCents(totals.adjustment)],
    [`${transactionTypeLabels.order}s`, formatSignedCents(totals.order)],
    ['Closing balance', formatCents(totals.closingCents)],
  ]
}

export const statementReadySubject = (brandName: string, month: string) =>
  `Your ${brandName} statement for ${monthName(month)} is ready`
