import { describe, expect, it } from 'vitest'
import { type LoadingPhase, settledLoadingPhase } from './loading-phase.ts'

describe('settledLoadingPhase', () => {
  it('completes a bar that is starting or running once the navigation is over', () => {
    expect(settledLoadingPhase('starting', false)).toBe('finishing')
    expect(settledLoadingPhase('running', false)).toBe('finishing')
  })

  it('leaves every phase alone while the navigation runs', () => {
    for (const phase of ['hidden', 'starting', 'running', 'finishing'] as LoadingPhase[])
      expect(settledLoadingPhase(phase, true)).toBe(phase)
  })

  it('lets a hidden or finishing bar be when nothing is loading', () => {
    expect(settledLoadingPhase('hidden', false)).toBe('hidden')
    expect(settledLoadingPhase('finishing', false)).toBe('finishing')
  })
})
