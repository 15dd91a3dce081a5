import { describe, expect, test } from 'vitest'
import { queueAttention } from './dashboard.ts'

describe('the queues on the dashboard', () => {
  test('an empty queue needs no attention', () => {
    expect(queueAttention('applications', 0)).toBeNull()
    expect(queueAttention('listrequests', 0)).toBeNull()
  })

  test('card requests get their line too, leading to their queue', () => {
    expect(queueAttention('cardrequests', 0)).toBeNull()
    expect(queueAttention('cardrequests', 1)).toEqual({
      kind: 'new-card-requests',
      text: '1 new card request waits to be fulfilled.',
      section: 'cardrequests',
    })
    expect(queueAttention('cardrequests', 4)?.text).toBe('4 new card requests wait to be fulfilled.')
  })

  test('one or more waiting: a line with the count that leads to the queue', () => {
    expect(queueAttention('applications', 1)).toEqual({
      kind: 'new-applications',
      text: '1 new Salt Card application waits for a decision.',
      section: 'applications',
    })
    expect(queueAttention('applications', 3)?.text).toBe('3 new Salt Card applications wait for a decision.')
    expect(queueAttention('listrequests', 1)?.text).toBe('1 new list request waits for a call.')
    expect(queueAttention('listrequests', 12)).toEqual({
      kind: 'new-list-requests',
      text: '12 new list requests wait for a call.',
      section: 'listrequests',
    })
  })
})
