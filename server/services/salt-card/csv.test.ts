import { expect, test } from 'vitest'
import type { TransactionRow } from '#domain/salt-card/answers.ts'
import { csvField, transactionCsvLine } from './csv.ts'

test('fields with commas, quotes or line breaks are quoted, quotes doubled', () => {
  expect(csvField('Plow truck 1')).toBe('Plow truck 1')
  expect(csvField('Sand, salt')).toBe('"Sand, salt"')
  expect(csvField('The "big" one')).toBe('"The ""big"" one"')
  expect(csvField('two\nlines')).toBe('"two\nlines"')
  expect(csvField(null)).toBe('')
})

test('text a spreadsheet would run as a formula is defused; our own numbers are not', () => {
  expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"')
  expect(csvField('+1 truck')).toBe("'+1 truck")
  expect(csvField('@card')).toBe("'@card")
  expect(csvField('-480.50', { text: false })).toBe('-480.50')
})

test('a transaction line: Toronto time, dollars with two decimals, empty cells for loads', () => {
  const row: TransactionRow = {
    id: 7,
    PrintedDateTime: '2026-01-15T12:05:00.000Z',
    cardId: 3,
    cardNo: '7001000000000017',
    cardName: 'Plow, truck 1',
    type: 'pickup',
    locationName: 'Etobicoke/Toronto West',
    product: 'Bulk Rock Salt',
    tonnes: '4.370',
    amountCents: -62_273,
    balanceAfterCents: 62_727,
    erpStatus: 'approved',
  }
  expect(transactionCsvLine(row)).toBe(
    '2026-01-15 07:05,7001000000000017,"Plow, truck 1",pickup,Etobicoke/Toronto West,Bulk Rock Salt,4.370,-622.73,627.27,approved',
  )
  const load = {
    ...row,
    type: 'load' as const,
    locationName: null,
    product: null,
    tonnes: null,
    amountCents: 50_000,
  }
  expect(transactionCsvLine(load)).toBe(
    '2026-01-15 07:05,7001000000000017,"Plow, truck 1",load,,,,500.00,627.27,approved',
  )
})
