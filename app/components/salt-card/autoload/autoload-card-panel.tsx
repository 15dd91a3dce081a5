import { useState } from 'react'
import { Badge } from '#app/components/ui/badge.tsx'
import { smallButton, smallDangerButton } from '#app/components/ui/buttons.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { ApiError } from '#app/lib/api-client.ts'
import type { LoadFundsLimits } from '#domain/salt-card/answers.ts'
import { type AutoloadCard, attemptStatusTexts } from '#domain/salt-card/autoload.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import { formatPrintedDateTime } from '#domain/salt-card/transaction-format.ts'
import { cancelAutoload, saveAutoloadSettings, startAutoloadSetup } from './autoload-actions.ts'
import { AutoloadSettingsForm } from './autoload-settings-form.tsx'

type Editing = 'setup' | 'settings' | null

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-[0.85rem] text-slate-700">{term}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  )
}

/** One card's autoload, truthfully: on or off (and why), the saved card, the amounts, the last attempt. */
export function AutoloadCardPanel({
  card,
  limits,
  onChanged,
}: {
  card: AutoloadCard
  limits: LoadFundsLimits
  onChanged: (card: AutoloadCard) => void
}) {
  const [editing, setEditing] = useState<Editing>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const headingId = `autoload-card-${card.cardId}`
  const last = card.lastAttempt
  const at = last ? formatPrintedDateTime(last.at) : null

  async function cancel() {
    setProblem(null)
    try {
      onChanged(await cancelAutoload(card.cardId))
      setEditing(null)
    } catch (error) {
      setProblem(
        error instanceof ApiError ? error.message : 'Autoload could not be cancelled. Please try again.',
      )
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded border-2 border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-[1.25rem] font-bold text-brand-dark">
          {card.cardName} <span className="font-normal text-slate-700">· {card.cardNo}</span>
        </h2>
        <Badge tone={card.status === 'on' ? 'done' : 'closed'}>Autoload {card.status}</Badge>
      </div>
      {card.offReason && <p>{card.offReason}</p>}
      <dl className="grid grid-cols-2 gap-3 sm2:grid-cols-3">
        <Fact term="Balance">{formatCents(card.balanceCents)}</Fact>
        <Fact term="Payment card">
          {card.method ? `${card.method.brand} ending ${card.method.last4}` : 'None saved'}
        </Fact>
        {card.settings && (
          <>
            <Fact term="Top up below">{formatCents(card.settings.thresholdCents)}</Fact>
            <Fact term="Top-up">{formatCents(card.settings.topUpCents)}</Fact>
            <Fact term="Loaded this month">
              {formatCents(card.loadedThisMonthCents)} of {formatCents(card.settings.monthlyMaxCents)}
            </Fact>
          </>
        )}
        <Fact term="Last attempt">
          {last && at
            ? `${at.date} ${at.time}: ${formatCents(last.amountCents)}, ${attemptStatusTexts[last.status]}${last.reason ? ` (${last.reason})` : ''}`
            : 'None yet'}
        </Fact>
      </dl>
      {problem && <Notice tone="error">{problem}</Notice>}
      {editing ? (
        <AutoloadSettingsForm
          initial={card.settings}
          limits={limits}
          submitLabel={editing === 'setup' ? 'Continue to save a card' : 'Save and turn on'}
          send={async (settings) => {
            if (editing === 'setup') return startAutoloadSetup(card.cardId, settings)
            onChanged(await saveAutoloadSettings(card.cardId, settings))
            setEditing(null)
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={smallButton} onClick={() => setEditing('setup')}>
            {card.method ? 'Use another card' : 'Set up autoload'}
          </button>
          {card.method && (
            <button type="button" className={smallButton} onClick={() => setEditing('settings')}>
              {card.status === 'on' ? 'Change amounts' : 'Turn on again'}
            </button>
          )}
          {card.method && (
            <button type="button" className={smallDangerButton} onClick={() => void cancel()}>
              Cancel autoload
            </button>
          )}
        </div>
      )}
    </section>
  )
}
