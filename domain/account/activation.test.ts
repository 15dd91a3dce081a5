import { describe, expect, it } from 'vitest'
import { activationRequest, isActiveCustomer } from './activation.ts'

describe('activationRequest', () => {
  it('asks for the change when the account is in the other state', () => {
    expect(activationRequest(1, false)).toBe('deactivate')
    expect(activationRequest(0, true)).toBe('activate')
  })

  it('asks for nothing when the account already is in the wanted state', () => {
    expect(activationRequest(1, true)).toBeNull()
    expect(activationRequest(0, false)).toBeNull()
  })
})

describe('isActiveCustomer', () => {
  it('is 1 and up, never 0', () => {
    expect(isActiveCustomer(1)).toBe(true)
    expect(isActiveCustomer(0)).toBe(false)
  })
})
