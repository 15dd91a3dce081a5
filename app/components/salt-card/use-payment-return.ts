import { useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { type LoadFundsOutcome, confirmLoadFunds } from '#app/stores/salt-card-actions.ts'

/**
 * The payment page sends the customer back to `/profile/load-card?ticket=…&card=…`. This confirms the ticket once,
 * then takes it out of the address (replace), so neither a reload nor Back sends it again. Approved → the
 * thank-you page; anything else stays here as the returned outcome.
 */
export function usePaymentReturn(): LoadFundsOutcome | null {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const ticket = params.get('ticket')
  const card = params.get('card')
  const handled = useRef<string | null>(null)
  const [outcome, setOutcome] = useState<LoadFundsOutcome | null>(null)

  useEffect(() => {
    if (!ticket || !card || handled.current === ticket) return
    handled.current = ticket
    void confirmLoadFunds(ticket, card, navigate).then((result) => {
      if (result.kind === 'approved') return navigate('/profile/thankyou/add-funds', { replace: true })
      setOutcome(result)
      // The card stays chosen for another try.
      return navigate({ search: `?${new URLSearchParams({ card })}` }, { replace: true })
    })
  }, [ticket, card, navigate])

  return outcome
}
