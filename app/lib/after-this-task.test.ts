import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterThisTask } from './after-this-task.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('afterThisTask', () => {
  it('runs in a later task, not in this one', () => {
    vi.useFakeTimers()
    const run = vi.fn()
    afterThisTask(run)
    expect(run).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('runs nothing once cancelled', () => {
    vi.useFakeTimers()
    const run = vi.fn()
    const cancel = afterThisTask(run)
    cancel()
    vi.runAllTimers()
    expect(run).not.toHaveBeenCalled()
  })
})
