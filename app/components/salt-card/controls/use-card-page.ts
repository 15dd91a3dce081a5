import { useCallback, useEffect, useState } from 'react'
import { type CardPageData, fetchCardPage } from '#app/stores/card-controls-actions.ts'
import { ApiError } from '#app/lib/api-client.ts'

export type CardPageState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  /** `loadedAt`: when the answer came, to tell an "allow once" still waiting from an expired one. */
  | { status: 'ready'; data: CardPageData; loadedAt: number }

/** Loads the card's page; `reload` after a change reads it all again (the card, its profiles, its refusals). */
export function useCardPage(cardId: number) {
  const [state, setState] = useState<CardPageState>({ status: 'loading' })
  const [round, setRound] = useState(0)
  const reload = useCallback(() => setRound((value) => value + 1), [])

  useEffect(() => {
    const controller = new AbortController()
    fetchCardPage(cardId, controller.signal).then(
      (data) => setState({ status: 'ready', data, loadedAt: Date.now() }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        setState({ status: error instanceof ApiError && error.status === 404 ? 'missing' : 'failed' })
      },
    )
    return () => controller.abort()
  }, [cardId, round])

  return { state, reload }
}
