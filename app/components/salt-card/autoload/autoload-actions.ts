import { ApiError, apiGet, apiPost, apiPut } from '#app/lib/api-client.ts'
import type {
  AutoloadCardResponse,
  AutoloadConfirmResponse,
  AutoloadListResponse,
  AutoloadSettings,
  AutoloadSetupResponse,
} from '#domain/salt-card/autoload.ts'

/** The autoload calls of the customer's page (ADR 0028). */

export const fetchAutoloadCards = async () => (await apiGet<AutoloadListResponse>('/api/salt/autoload')).cards

/** Records the setup with its settings and leaves for the processor's page that saves the card. */
export async function startAutoloadSetup(cardId: number, settings: AutoloadSettings) {
  const { redirectUrl } = await apiPost<AutoloadSetupResponse>('/api/salt/autoload/setup', {
    cardId,
    ...settings,
  })
  window.location.assign(redirectUrl)
}

export const saveAutoloadSettings = async (cardId: number, settings: AutoloadSettings) =>
  (await apiPut<AutoloadCardResponse>(`/api/salt/autoload/${cardId}`, settings)).card

export const cancelAutoload = async (cardId: number) =>
  (await apiPost<AutoloadCardResponse>(`/api/salt/autoload/${cardId}/cancel`)).card

export type SetupOutcome = { kind: 'saved' } | { kind: 'not-saved'; reason: string }

/** Back from the processor's page with its ticket: the server verifies it and turns autoload on. */
export async function confirmAutoloadSetup(ticket: string, card: string): Promise<SetupOutcome> {
  try {
    const answer = await apiPost<AutoloadConfirmResponse>('/api/salt/autoload/setup/confirm', {
      ticket,
      card: Number(card),
    })
    return answer.saved ? { kind: 'saved' } : { kind: 'not-saved', reason: answer.reason }
  } catch (error) {
    const reason =
      error instanceof ApiError && error.status > 0
        ? error.message
        : 'We could not confirm the saved card. Please check this page again in a moment.'
    return { kind: 'not-saved', reason }
  }
}
