import { smallButton } from '#app/components/ui/buttons.ts'
import { type NavPosting, isRetriable, navStatusLabels } from '#domain/admin/transactions/answers.ts'
import type { ErpPostingStatus } from '#domain/salt-card/answers.ts'
import { retryLabel } from '#domain/admin/transactions/texts.ts'

const badgeTones: Record<ErpPostingStatus, string> = {
  approved: 'bg-green-100 text-green-900',
  pending: 'bg-slate-200 text-slate-900',
  failed: 'bg-amber-100 text-amber-900',
  dead: 'bg-red-100 text-red-900',
}

export interface RetryControl {
  /** The posting whose retry is under way, if any. */
  busyPostingId: number | null
  retry: (postingId: number) => void
}

/** A transaction's NAV posting: its status, how often it was tried, why it failed, and Retry where NAV refused it. */
export function NavPostingCell({ nav, control }: { nav: NavPosting | null; control: RetryControl }) {
  if (!nav) return <span className="text-[0.85rem] text-slate-700">Not posted</span>
  const busy = control.busyPostingId === nav.postingId
  return (
    <div className="flex flex-col items-start gap-1">
      <span className={`inline-block rounded px-2 py-0.5 text-[0.8rem] font-bold ${badgeTones[nav.status]}`}>
        {navStatusLabels[nav.status]}
      </span>
      <span className="text-[0.8rem] text-slate-700">
        {nav.attempts === 1 ? '1 attempt' : `${nav.attempts} attempts`}
        {nav.documentNo && ` · ${nav.documentNo}`}
      </span>
      {nav.lastError && nav.status !== 'approved' && (
        <span className="max-w-64 text-[0.8rem] break-words text-slate-700">{nav.lastError}</span>
      )}
      {isRetriable(nav.status) && (
        <button
          type="button"
          className={smallButton}
          disabled={control.busyPostingId !== null}
          aria-busy={busy}
          onClick={() => control.retry(nav.postingId)}
        >
          {busy ? 'Retrying…' : retryLabel}
        </button>
      )}
    </div>
  )
}
