import type { NavigateFunction } from 'react-router'
import type { ProfileCard } from '#domain/account/answers.ts'
import type {
  CardDetail,
  ControlProfile,
  ControlProfileRow,
  DeclinedAttemptRow,
  OverrideResponse,
  PickupOptions,
  ReportLostResponse,
} from '#domain/salt-card/controls/answers.ts'
import type { CardControlsChoice, ControlProfileInput } from '#domain/salt-card/controls/schemas.ts'
import { apiDelete, apiGet, apiPost, apiPut } from '#app/lib/api-client.ts'
import { refreshProfile } from './auth-actions.ts'
import { useSaltStore } from './salt.ts'

/** The card page's calls (ADR 0026); each change keeps the account table in the store up to date. */

export interface CardPageData {
  card: CardDetail
  options: PickupOptions
  profiles: ControlProfileRow[]
  attempts: DeclinedAttemptRow[]
}

export async function fetchCardPage(cardId: number, signal?: AbortSignal): Promise<CardPageData> {
  const [card, options, profiles, attempts] = await Promise.all([
    apiGet<CardDetail>(`/api/salt/cards/${cardId}`, { signal }),
    apiGet<PickupOptions>('/api/salt/pickup-options', { signal }),
    apiGet<{ items: ControlProfileRow[] }>('/api/salt/control-profiles', { signal }),
    apiGet<{ items: DeclinedAttemptRow[] }>(`/api/salt/cards/${cardId}/declined-attempts`, { signal }),
  ])
  return { card, options, profiles: profiles.items, attempts: attempts.items }
}

export const chooseControls = (cardId: number, choice: CardControlsChoice) =>
  apiPut<CardDetail>(`/api/salt/cards/${cardId}/controls`, choice)

export const saveProfile = (profileId: number | null, input: ControlProfileInput) =>
  profileId === null
    ? apiPost<ControlProfile>('/api/salt/control-profiles', input)
    : apiPut<ControlProfile>(`/api/salt/control-profiles/${profileId}`, input)

export const deleteProfile = (profileId: number) =>
  apiDelete<{ success: true }>(`/api/salt/control-profiles/${profileId}`)

export async function setSuspended(cardId: number, suspended: boolean) {
  const { card } = await apiPost<{ success: true; card: ProfileCard }>(
    `/api/salt/cards/${cardId}/${suspended ? 'suspend' : 'resume'}`,
  )
  useSaltStore.getState().updateCard(card)
}

/** Reports the card lost or stolen; the account table then shows the replacement instead. */
export async function reportLost(cardId: number, reason: 'lost' | 'stolen', navigate: NavigateFunction) {
  const answer = await apiPost<ReportLostResponse>(`/api/salt/cards/${cardId}/report-lost`, { reason })
  await refreshProfile(navigate)
  return answer.replacement
}

export const allowOnce = (cardId: number, attemptId: number) =>
  apiPost<OverrideResponse>(`/api/salt/cards/${cardId}/declined-attempts/${attemptId}/override`)
