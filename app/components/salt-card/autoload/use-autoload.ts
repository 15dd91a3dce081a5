import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import type { AutoloadCard } from '#domain/salt-card/autoload.ts'
import { type SetupOutcome, confirmAutoloadSetup, fetchAutoloadCards } from './autoload-actions.ts'

export type AutoloadLoad =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; cards: AutoloadCard[] }

const loaded = (): Promise<AutoloadLoad> =>
  fetchAutoloadCards().then(
    (cards) => ({ state: 'ready', cards }),
    () => ({ state: 'failed' }),
  )

/**
 * The page's cards and their autoload. Back from the processor's page (`?ticket=…&card=…`), the setup is confirmed
 * once, before the cards are read, and the ticket taken out of the address (replace), so a reload or Back never
 * sends it again.
 */
export function useAutoload() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const ticket = params.get('ticket')
  const card = params.get('card')
  const handled = useRef<string | null>(null)
  const [load, setLoad] = useState<AutoloadLoad>({ state: 'loading' })
  const [outcome, setOutcome] = useState<SetupOutcome | null>(null)

  useEffect(() => {
    if (ticket && card) {
      if (handled.current === ticket) return
      handled.current = ticket
      void confirmAutoloadSetup(ticket, card).then((result) => {
        setOutcome(result)
        return navigate({ search: '' }, { replace: true })
      })
      return
    }
    let current = true
    void loaded().then((next) => current && setLoad(next))
    return () => {
      current = false
    }
  }, [ticket, card, navigate])

  /** One card changed (settings saved, cancelled): its new state replaces the old. */
  const replaceCard = useCallback((changed: AutoloadCard) => {
    setLoad((current) =>
      current.state === 'ready'
        ? {
            state: 'ready',
            cards: current.cards.map((one) => (one.cardId === changed.cardId ? changed : one)),
          }
        : current,
    )
  }, [])

  return { load, outcome, replaceCard }
}
