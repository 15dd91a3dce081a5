import type { NavigateFunction } from 'react-router'
import type { Profile } from '#domain/account/answers.ts'
import { ApiError, apiGet, apiPatch, apiPost } from '#app/lib/api-client.ts'
import { apiGetBlob } from '#app/lib/api-files.ts'
import type {
  ChangePasswordResponse,
  CheckoutResponse,
  DeactivateCardResponse,
  LoadFundsResponse,
  RenameCardResponse,
  TransactionsPage,
} from '#domain/salt-card/answers.ts'
import type { SaltApplicationInput } from '#domain/salt-card/schemas.ts'
import { type TransactionFilters, transactionsQuery } from '#domain/salt-card/transaction-filters.ts'
import { addCardsSubject } from '#domain/salt-card/texts.ts'
import { refreshProfile } from './auth-actions.ts'
import * as payment from './payment.ts'
import { useSaltStore } from './salt.ts'

/** Renames a card (the server keeps the name, ADR 0003) and puts the renamed card into the store. */
export async function renameCard(cardId: number, name: string) {
  const { card } = await apiPatch<RenameCardResponse>(`/api/salt/cards/${cardId}`, { name })
  useSaltStore.getState().updateCard(card)
}

/**
 * Deactivates a card and, on success, removes it from the list. Without a card number nothing is
 * sent; the error is only logged. Resolves whether the card was deactivated.
 */
export async function deactivateCard(cardNo: string | undefined): Promise<boolean> {
  if (!cardNo) {
    console.error('Deactivate card: no card number, nothing was sent.')
    return false
  }
  await apiPost<DeactivateCardResponse>('/api/salt/deactivatecard', { cardNo })
  useSaltStore.getState().removeCard(cardNo)
  return true
}

/**
 * addCardCustomer: asks for `quantity` more cards. Without a quantity nothing is sent; the error is
 * only logged. The server takes the account's details from its own record; these are for the mail's reader.
 * Resolves whether the request was sent.
 */
export async function requestCards(quantity: number | undefined, account: Profile): Promise<boolean> {
  if (quantity === undefined || !Number.isInteger(quantity) || quantity < 1) {
    console.error('Request cards: no quantity, nothing was sent.')
    return false
  }
  const { name, eMail, customerNo, company, contactNumber } = account
  await apiPost<{ success: true }>('/api/salt/send-email', {
    htmlType: 'addCardCustomer',
    subject: addCardsSubject(quantity),
    htmlData: { quantity, name, eMail, customerNo, company, contactNumber },
  })
  return true
}

/** applySalt: the application goes to the sales mailbox the server knows (never one the browser names). */
export async function applyForSaltCard(application: SaltApplicationInput) {
  await apiPost<{ success: true }>('/api/salt/send-email', { htmlType: 'applySalt', htmlData: application })
}

/** Starts a load-funds payment and leaves for the payment page. */
export async function startLoadFunds(cardId: number, amountCents: number) {
  const { redirectUrl } = await apiPost<CheckoutResponse>('/api/salt/load-funds/checkout', {
    cardId,
    amountCents,
  })
  window.location.assign(redirectUrl)
}

export type LoadFundsOutcome =
  | { kind: 'approved' }
  | { kind: 'declined'; reason: string }
  /** The ticket was tampered with or expired (400): nothing was loaded. */
  | { kind: 'invalid' }
  /** No answer we could read (network, server error): whether the card was credited is unknown here. */
  | { kind: 'failed' }

/**
 * Back from the payment page with its ticket: the payment store goes 'processing', the server verifies the ticket
 * and credits the card (once), then the store takes the result. Approved: the profile (balances) is reloaded.
 */
export async function confirmLoadFunds(
  ticket: string,
  cardId: string,
  navigate: NavigateFunction,
): Promise<LoadFundsOutcome> {
  payment.processing()
  let answer: LoadFundsResponse
  try {
    const query = new URLSearchParams({ ticket, card: cardId })
    answer = await apiGet<LoadFundsResponse>(`/api/salt/load-funds?${query}`)
  } catch (error) {
    payment.result(false)
    return error instanceof ApiError && error.status === 400 ? { kind: 'invalid' } : { kind: 'failed' }
  }
  payment.result(answer.success)
  if (!answer.success) return { kind: 'declined', reason: answer.reason }
  await refreshProfile(navigate)
  return { kind: 'approved' }
}

/** Changes the password; the server ends the account's other sessions and keeps this one. */
export async function changeOwnPassword(currentPassword: string, newPassword: string) {
  await apiPost<ChangePasswordResponse>('/api/salt/change-password', { currentPassword, newPassword })
}

export const fetchTransactions = (filters: TransactionFilters) =>
  apiGet<TransactionsPage>(`/api/salt/transactions?${transactionsQuery(filters, { paged: true })}`)

/** Every transaction matching the filters as CSV, fetched with the bearer token (a plain link would lack it). */
export const fetchTransactionsCsv = (filters: TransactionFilters) =>
  apiGetBlob(`/api/salt/transactions.csv?${transactionsQuery(filters, { paged: false })}`)
