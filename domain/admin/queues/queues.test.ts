import { describe, expect, test } from 'vitest'
import {
  applicantRows,
  applicationStatusLabel,
  deliveryRows,
  listRequestStatusLabel,
  receivedAt,
} from './queues.ts'

describe('the queues’ details', () => {
  test('delivery details keep the order of the My List page; blanks stay as blanks', () => {
    expect(
      deliveryRows({ siteAddress: '1 Yonge St', dateTo: '2026-12-02', notes: 'Gate 4\nRing twice' }),
    ).toEqual([
      ['Site address', '1 Yonge St'],
      ['City', undefined],
      ['Postal code', undefined],
      ['Requested from', undefined],
      ['Requested to', '2026-12-02'],
      ['Notes', 'Gate 4\nRing twice'],
    ])
    expect(deliveryRows(null).map(([, value]) => value)).toEqual(Array(6).fill(undefined))
  })

  test('the applicant is shown with the application form’s labels', () => {
    expect(applicantRows({ fullName: 'Riley Okafor', email: 'riley@okafor.example' })).toEqual([
      ['Full name', 'Riley Okafor'],
      ['Company', undefined],
      ['E-mail', 'riley@okafor.example'],
      ['Contact number', undefined],
      ['Company address', undefined],
      ['Postal code', undefined],
      ['City', undefined],
    ])
  })

  test('times are Toronto’s, in standard and in daylight time', () => {
    expect(receivedAt('2026-11-24T19:05:00Z')).toBe('2026-11-24 14:05')
    expect(receivedAt('2026-07-01T03:30:00Z')).toBe('2026-06-30 23:30')
  })

  test('statuses have their labels', () => {
    expect(applicationStatusLabel('declined')).toBe('Declined')
    expect(listRequestStatusLabel('contacted')).toBe('Contacted')
  })
})
