import { useState } from 'react'
import { smallPrimaryButton } from '#app/components/ui/buttons.ts'
import { Badge } from '#app/components/ui/badge.tsx'
import { Notice } from '#app/components/ui/notice.tsx'
import { allowOnce } from '#app/stores/card-controls-actions.ts'
import { usePopupStore } from '#app/stores/popup.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import type { DeclinedAttemptRow } from '#domain/salt-card/controls/answers.ts'
import { customerDeclineTexts } from '#domain/salt-card/controls/decline-codes.ts'
import { formatTonnes } from '#domain/salt-card/controls/form.ts'
import { controlTexts } from '#domain/salt-card/controls/texts.ts'
import { reasonOf } from './form-refusal.ts'

interface DeclinedAttemptsProps {
  cardId: number
  attempts: DeclinedAttemptRow[]
  /** A card that takes pickups: only then may a refusal be allowed once. */
  open: boolean
  now: number
  onChanged: () => void
}

function OverrideState({ attempt, now }: { attempt: DeclinedAttemptRow; now: number }) {
  const { override } = attempt
  if (!override) return null
  if (override.usedAt) return <Badge tone="done">Allowed once: booked</Badge>
  if (Date.parse(override.expiresAt) <= now) return <Badge tone="closed">Allowed once: expired</Badge>
  return <Badge tone="waiting">Allowed once until {formatTorontoDateTime(override.expiresAt)}</Badge>
}

/** The pickups the scale refused for this card, newest first, why in words, and "Allow once" for a control's. */
export function DeclinedAttemptsList({ cardId, attempts, open, now, onChanged }: DeclinedAttemptsProps) {
  const openPopup = usePopupStore((state) => state.open)
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  if (attempts.length === 0) return <p>{controlTexts.noDeclines}</p>
  const allow = (attempt: DeclinedAttemptRow) => {
    setMessage(null)
    openPopup('confirm', {
      title: controlTexts.overrideTitle,
      text: `${controlTexts.overrideText} Ticket ${attempt.ticketNo}.`,
      confirmLabel: 'Allow once',
      onConfirm: async () => {
        try {
          const { expiresAt } = await allowOnce(cardId, attempt.id)
          setMessage({ tone: 'success', text: controlTexts.overrideDone(formatTorontoDateTime(expiresAt)) })
          onChanged()
        } catch (error) {
          setMessage({ tone: 'error', text: reasonOf(error) })
        }
      },
    })
  }
  return (
    <div className="flex flex-col gap-3">
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      <ol
        className="flex flex-col divide-y divide-slate-200 rounded border border-slate-200"
        aria-label="Declined pickups, newest first"
      >
        {attempts.map((attempt) => (
          <li key={attempt.id} className="flex flex-col gap-1 px-3 py-2">
            <span className="font-semibold text-danger">{customerDeclineTexts[attempt.code]}</span>
            <span className="text-[0.9rem]">
              {formatTorontoDateTime(attempt.printedAt)} · {attempt.yardName} · {attempt.product} ·{' '}
              {formatTonnes(attempt.milliTonnes)} · {formatCents(attempt.amountCents)}
            </span>
            <span className="text-[0.85rem] text-slate-700">Ticket {attempt.ticketNo}</span>
            <span className="flex flex-wrap items-center gap-2">
              <OverrideState attempt={attempt} now={now} />
              {open && attempt.controlCodes.length > 0 && !attempt.override && (
                <button type="button" className={smallPrimaryButton} onClick={() => allow(attempt)}>
                  Allow once<span className="sr-only"> ticket {attempt.ticketNo}</span>
                </button>
              )}
            </span>
          </li>
        ))}
      </ol>
    </div>
  )
}
