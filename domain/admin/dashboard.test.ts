import { describe, expect, test } from 'vitest'
import { queueAttention } from './dashboard.ts'

describe('the queues on the dashboard', () => {
  test('an empty queue needs no attention', () => {
    expect(queueAttention('new-applications', 0)).toBeNull()
    expect(queueAttention('new-list-requests', 0)).toBeNull()
  })

  test('one or more waiting: a line with the count that leads to the queue', () => {
    expect(queueAttention('new-applications', 1)).toEqual({
      kind: 'new-applications',
      text: '1 new Salt Card application waits for a decision.',
      section: 'applications',
    })
    expect(queueAttention('new-applications', 3)?.text).toBe(
      '3 new Salt Card applications wait for a decision.',
    )
    expect(queueAttention('new-list-requests', 1)?.text).toBe('1 new list request waits for a call.')
    expect(queueAttention('new-list-requests', 12)).toEqual({
      kind: 'new-list-requests',
      text: '12 new list requests wait for a call.',
      section: 'listrequests',
    })
  })
})
