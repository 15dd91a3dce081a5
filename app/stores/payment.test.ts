import { beforeEach, describe, expect, it } from 'vitest'
import * as payment from './payment.ts'

const state = () => {
  const { processing, success, error } = payment.usePaymentStore.getState()
  return { processing, success, error }
}

beforeEach(() => payment.reset())

describe('payment store: the card-payment result', () => {
  it('starts with every flag false', () => {
    expect(state()).toEqual({ processing: false, success: false, error: false })
  })

  it("'processing' sets processing and clears success and error", () => {
    payment.processing()
    expect(state()).toEqual({ processing: true, success: false, error: false })
  })

  it("'processing' after a success starts afresh", () => {
    payment.processing()
    payment.result(true)
    payment.processing()
    expect(state()).toEqual({ processing: true, success: false, error: false })
  })

  it("'processing' after an error starts afresh", () => {
    payment.processing()
    payment.result(false)
    payment.processing()
    expect(state()).toEqual({ processing: true, success: false, error: false })
  })

  it('a true result while processing sets success', () => {
    payment.processing()
    payment.result(true)
    expect(state()).toMatchObject({ success: true, error: false })
  })

  it('a false result while processing sets error', () => {
    payment.processing()
    payment.result(false)
    expect(state()).toMatchObject({ success: false, error: true })
  })

  it('a result while not processing changes nothing', () => {
    payment.result(true)
    expect(state()).toEqual({ processing: false, success: false, error: false })
    payment.result(false)
    expect(state()).toEqual({ processing: false, success: false, error: false })
  })

  it('a second result after the first changes nothing', () => {
    payment.processing()
    payment.result(true)
    payment.result(false)
    expect(state()).toMatchObject({ success: true, error: false })
  })

  it('reset returns to idle', () => {
    payment.processing()
    payment.result(false)
    payment.reset()
    expect(state()).toEqual({ processing: false, success: false, error: false })
  })
})
