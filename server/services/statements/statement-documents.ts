import type { MonthlyStatement, StatementCard } from '#domain/statements/answers.ts'
import { statementTimesNote, statementTitle, statementTotalRows } from '#domain/statements/texts.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import {
  erpStatusLabels,
  formatSignedCents,
  formatTonnes,
  transactionTypeLabels,
} from '#domain/salt-card/transaction-format.ts'
import { type PdfBlock, renderPdf } from '#server/services/documents/pdf-document.ts'
import { csvField, csvLines } from '#server/services/salt-card/csv.ts'
import { centsToDecimal } from '#server/services/salt-card/ledger-math.ts'
import { torontoDateTime } from '#server/services/salt-card/toronto-time.ts'
import { monthBounds } from './statement-scope.ts'

const entryColumns = [
  { label: 'Date', share: 2.3 },
  { label: 'Type', share: 1.7 },
  { label: 'Reference', share: 2 },
  { label: 'Yard', share: 2 },
  { label: 'Quantity', share: 1.1, align: 'right' as const },
  { label: 'Amount', share: 1.5, align: 'right' as const },
  { label: 'Balance', share: 1.5, align: 'right' as const },
]

function cardBlocks(card: StatementCard): PdfBlock[] {
  return [
    { kind: 'heading', text: `${card.cardName} (${card.cardNoMasked})` },
    { kind: 'fields', rows: statementTotalRows(card.totals) },
    {
      kind: 'table',
      columns: entryColumns,
      rows: card.entries.map((entry) => [
        formatTorontoDateTime(entry.printedAt),
        transactionTypeLabels[entry.type],
        entry.reference,
        entry.locationName ?? '',
        formatTonnes(entry.tonnes),
        formatSignedCents(entry.amountCents),
        formatCents(entry.balanceCents),
      ]),
    },
  ]
}

/**
 * The statement as a PDF: the account's totals first, then each card with its totals and entries. Dated the month's
 * last instant, so the same statement is the same file.
 */
export function statementPdf(statement: MonthlyStatement, brandName: string): Promise<Uint8Array> {
  return renderPdf(
    {
      title: statementTitle(statement.month),
      subtitle: `${brandName} · ${statement.accountName} (customer ${statement.customerNo}) · ${statementTimesNote}`,
      blocks: [
        { kind: 'heading', text: 'All cards' },
        { kind: 'fields', rows: statementTotalRows(statement.totals) },
        ...statement.cards.flatMap(cardBlocks),
      ],
    },
    { at: new Date(monthBounds(statement.month).end.getTime() - 1000) },
  )
}

export const statementCsvHeader = [
  'Date (Toronto)',
  'Card',
  'Type',
  'Reference',
  'Location',
  'Product',
  'Tonnes',
  'Amount (CAD)',
  'Balance (CAD)',
  'ERP status',
]

/**
 * The statement as CSV: per card an opening row, its entries (amount and the balance after each) and a closing row,
 * the balances in the Balance column. Text fields go through csvField's formula guard.
 */
export function statementCsv(statement: MonthlyStatement): string {
  const balanceRow = (card: StatementCard, label: string, cents: number) =>
    [
      '',
      csvField(card.cardName),
      csvField(label),
      '',
      '',
      '',
      '',
      '',
      csvField(centsToDecimal(cents), { text: false }),
      '',
    ].join(',')
  const lines = [statementCsvHeader.join(',')]
  for (const card of statement.cards) {
    lines.push(balanceRow(card, 'Opening balance', card.totals.openingCents))
    for (const entry of card.entries)
      lines.push(
        [
          csvField(torontoDateTime(new Date(entry.printedAt)), { text: false }),
          csvField(card.cardName),
          csvField(entry.type),
          csvField(entry.reference),
          csvField(entry.locationName),
          csvField(entry.product),
          csvField(entry.tonnes, { text: false }),
          csvField(centsToDecimal(entry.amountCents), { text: false }),
          csvField(centsToDecimal(entry.balanceCents), { text: false }),
          csvField(entry.erpStatus ? erpStatusLabels[entry.erpStatus] : null),
        ].join(','),
      )
    lines.push(balanceRow(card, 'Closing balance', card.totals.closingCents))
  }
  return csvLines(lines)
}
