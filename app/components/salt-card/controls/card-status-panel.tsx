import { useState } from 'react'
import { useNavigate } from 'react-router'
import { smallButton, smallDangerButton } from '#app/components/ui/buttons.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { reportLost, setSuspended } from '#app/stores/card-controls-actions.ts'
import { usePopupStore } from '#app/stores/popup.ts'
import type { ProfileCard } from '#domain/account/answers.ts'
import type { CardDetail } from '#domain/salt-card/controls/answers.ts'
import { controlTexts } from '#domain/salt-card/controls/texts.ts'
import { reasonOf } from './form-refusal.ts'

interface CardStatusPanelProps {
  card: CardDetail
  onChanged: () => void
  onReplaced: (replacement: ProfileCard) => void
}

/** Suspend or resume the card (reversible), or report it lost or stolen (final: a new number replaces it). */
export function CardStatusPanel({ card, onChanged, onReplaced }: CardStatusPanelProps) {
  const open = usePopupStore((state) => state.open)
  const navigate = useNavigate()
  const [reason, setReason] = useState<'lost' | 'stolen'>('lost')
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const suspended = card.state === 'suspended'

  async function toggleSuspended() {
    setMessage(null)
    try {
      await setSuspended(card.id, !suspended)
      setMessage({ tone: 'success', text: suspended ? controlTexts.resumeDone : controlTexts.suspendedDone })
      onChanged()
    } catch (error) {
      setMessage({ tone: 'error', text: reasonOf(error) })
    }
  }

  function suspendOrResume() {
    if (suspended) return void toggleSuspended()
    open('confirm', {
      title: controlTexts.suspendTitle,
      text: controlTexts.suspendText(card.CardNo),
      confirmLabel: 'Suspend',
      onConfirm: toggleSuspended,
    })
  }

  function report() {
    setMessage(null)
    open('confirm', {
      title: controlTexts.lostTitle,
      text: controlTexts.lostText(card.CardNo),
      confirmLabel: reason === 'lost' ? 'Report lost' : 'Report stolen',
      onConfirm: async () => {
        try {
          onReplaced(await reportLost(card.id, reason, navigate))
        } catch (error) {
          setMessage({ tone: 'error', text: reasonOf(error) })
        }
      },
    })
  }

  return (
    <div className="flex flex-col gap-3">
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      <div className="flex flex-col gap-2">
        <p>
          {suspended
            ? 'The card is suspended: the scale refuses its pickups.'
            : 'Suspend the card while a truck is parked or a driver is away; resume it any time.'}
        </p>
        <button type="button" className={`${smallButton} self-start`} onClick={suspendOrResume}>
          {suspended ? 'Resume card' : 'Suspend card'}
        </button>
      </div>
      <fieldset className="flex flex-col gap-2 rounded border border-danger/40 px-3 py-2">
        <legend className="px-1 font-semibold">Lost or stolen</legend>
        <div className="flex flex-wrap gap-4">
          {(['lost', 'stolen'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="lost-reason"
                className="size-5 accent-brand"
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {value === 'lost' ? 'Lost' : 'Stolen'}
            </label>
          ))}
        </div>
        <button type="button" className={`${smallDangerButton} self-start`} onClick={report}>
          Report card lost or stolen
        </button>
      </fieldset>
    </div>
  )
}
