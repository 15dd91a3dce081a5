import { useId, useRef, useState } from 'react'
import { Badge, type BadgeTone } from '#app/components/ui/badge.tsx'
import { smallButton } from '#app/components/ui/buttons.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { countRetriable, retryAllNav } from '#app/stores/nav-retry.ts'
import { usePopupStore } from '#app/stores/popup.ts'
import {
  type RetryAllAnswer,
  type RetryAllOutcome,
  type RetryAllResult,
  retryAllLimit,
} from '#domain/admin/transactions/answers.ts'
import {
  retryAllBusyLabel,
  retryAllConfirmLabel,
  retryAllConfirmText,
  retryAllConfirmTitle,
  retryAllFailedText,
  retryAllHint,
  retryAllLabel,
  retryAllNothingText,
  retryAllOutcomeLabels,
  retryAllResultsLabel,
  retryAllSummary,
} from '#domain/admin/transactions/texts.ts'
import { transactionTypeLabels } from '#domain/salt-card/transaction-format.ts'
import type { ListParams } from '../list/use-list-params.ts'

const outcomeTones: Record<RetryAllOutcome, BadgeTone> = {
  posted: 'done',
  failed: 'warning',
  skipped: 'closed',
}

/**
 * Retry all: a press asks first, in the confirm popup, how many failed or dead postings the filters show it will send
 * (bounded by the server); on confirm it retries them, then each posting's result stays listed under the button and
 * the count is announced; the list reloads to show the new states. Cancel sends nothing.
 */
export function RetryAll({ list, onDone }: { list: ListParams; onDone: () => void }) {
  const headingId = useId()
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<RetryAllAnswer | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const asking = useRef(false)

  async function ask() {
    if (asking.current) return
    asking.current = true
    setFailure(null)
    try {
      const { retriable, thisPress } = await countRetriable(list.apiQuery())
      if (retriable === 0) setAnswer({ results: [], notTried: 0 })
      else
        usePopupStore.getState().open('confirm', {
          title: retryAllConfirmTitle(thisPress, retriable),
          text: retryAllConfirmText(thisPress, retriable),
          confirmLabel: retryAllConfirmLabel(thisPress),
          // The popup closes at once; the button says "Retrying…" and the results follow under it.
          onConfirm: () => void run(),
        })
    } catch (error) {
      setFailure(error instanceof ApiError && error.status !== 0 ? error.message : retryAllFailedText)
    } finally {
      asking.current = false
    }
  }

  async function run() {
    setBusy(true)
    setFailure(null)
    try {
      setAnswer(await retryAllNav(list.apiQuery()))
    } catch (error) {
      setAnswer(null)
      setFailure(error instanceof ApiError && error.status !== 0 ? error.message : retryAllFailedText)
    } finally {
      setBusy(false)
      onDone()
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded border border-slate-200 p-4">
      <h2 id={headingId} className="sr-only">
        {retryAllLabel}
      </h2>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {/* aria-disabled, not disabled: a disabled button drops the keyboard's focus while the retries run. */}
        <button
          type="button"
          className={`${smallButton} aria-disabled:cursor-wait aria-disabled:opacity-60`}
          aria-disabled={busy}
          aria-busy={busy}
          onClick={() => {
            if (!busy) void ask()
          }}
        >
          {busy ? retryAllBusyLabel : retryAllLabel}
        </button>
        <p className="min-w-0 flex-1 basis-64 text-[0.85rem] text-slate-700">{retryAllHint(retryAllLimit)}</p>
      </div>
      <p role="status" className={answer ? 'font-semibold' : 'sr-only'}>
        {answer && summaryOf(answer)}
      </p>
      {failure && (
        <p role="alert" className="font-semibold text-danger">
          {failure}
        </p>
      )}
      {answer && answer.results.length > 0 && (
        <ul aria-label={retryAllResultsLabel} className="flex flex-col divide-y divide-slate-200">
          {answer.results.map((result) => (
            <ResultLine key={result.postingId} result={result} />
          ))}
        </ul>
      )}
    </section>
  )
}

function summaryOf({ results, notTried }: RetryAllAnswer): string {
  if (results.length === 0 && notTried === 0) return retryAllNothingText
  const count = (outcome: RetryAllOutcome) => results.filter((result) => result.outcome === outcome).length
  return retryAllSummary(count('posted'), count('failed'), count('skipped'), notTried)
}

function ResultLine({ result }: { result: RetryAllResult }) {
  return (
    <li className="flex flex-col gap-1 py-2 text-[0.9rem]">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge tone={outcomeTones[result.outcome]}>{retryAllOutcomeLabels[result.outcome]}</Badge>
        <span className="font-semibold break-all">
          {transactionTypeLabels[result.type]} {result.reference}
        </span>
        <span className="break-words text-slate-700">{result.customerName}</span>
        {result.documentNo && <span className="font-mono text-[0.8rem]">{result.documentNo}</span>}
      </p>
      {result.error && <p className="text-[0.85rem] break-words text-slate-700">{result.error}</p>}
    </li>
  )
}
