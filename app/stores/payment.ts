import { create } from 'zustand'

/** The card-payment result: the state of a load-funds payment once the payment page sent the customer back. */
interface PaymentState {
  processing: boolean
  success: boolean
  error: boolean
}

const idle: PaymentState = { processing: false, success: false, error: false }

export const usePaymentStore = create<PaymentState>()(() => idle)

/*
 * Its transitions, under the original client's names (`import * as payment` reads as `payment.processing()`). They live
 * beside the store rather than in it because the flag `processing` already takes that name there.
 */

/** 'processing' sets processing true, success false, error false. */
export function processing() {
  usePaymentStore.setState({ processing: true, success: false, error: false })
}

/** A true result while processing sets success; a false one sets error; otherwise nothing happens. */
export function result(success: boolean) {
  if (!usePaymentStore.getState().processing) return
  usePaymentStore.setState(
    success ? { processing: false, success: true } : { processing: false, error: true },
  )
}

/** Back to no payment at all, e.g. when the customer starts a new one. */
export function reset() {
  usePaymentStore.setState(idle)
}
