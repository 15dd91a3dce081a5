import { useMemo } from 'react'
import { type OpeningHoursInput, openingStatus } from '#domain/opening-hours/opening-hours.ts'
import { useMinute } from './use-minute.ts'

interface OpeningStatusProps {
  hours: OpeningHoursInput
  /** The text the server computed for this page; shown until the browser's clock takes over after hydration. */
  initialText: string
  size?: 'normal' | 'large'
}

/**
 * The live opening-hours status. Recomputed each minute in the browser from the same data. No aria-live:
 * a text that may change once a minute would interrupt a screen reader for little gain; it is read where it stands.
 */
export function OpeningStatus({ hours, initialText, size = 'normal' }: OpeningStatusProps) {
  const minute = useMinute()
  const text = useMemo(
    () => (minute === null ? initialText : openingStatus(hours, new Date(minute * 60_000))),
    [hours, initialText, minute],
  )
  const kind = text.startsWith('OPEN') ? 'open' : text.startsWith('CLOSED') ? 'closed' : 'notice'
  // Told apart by the word and the icon's shape (filled dot, hollow ring, exclamation), not by colour alone.
  const styles = {
    open: 'border-emerald-700 bg-emerald-50 text-emerald-900',
    closed: 'border-slate-400 bg-slate-100 text-slate-800',
    notice: 'border-amber-600 bg-amber-50 text-amber-950',
  }[kind]
  return (
    <p
      data-status={kind}
      className={`inline-flex items-center gap-2 rounded border-l-4 px-3 py-1.5 font-bold tracking-wide ${styles} ${
        size === 'large' ? 'text-base' : 'text-[0.8rem]'
      }`}
    >
      <StatusIcon kind={kind} />
      <span data-testid="opening-status">{text}</span>
    </p>
  )
}

function StatusIcon({ kind }: { kind: 'open' | 'closed' | 'notice' }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      className="shrink-0"
    >
      {kind === 'open' && <circle cx="8" cy="8" r="6" fill="currentColor" />}
      {kind === 'closed' && (
        <circle cx="8" cy="8" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
      )}
      {kind === 'notice' && (
        <>
          <path
            d="M8 1.5 15 14.5H1z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
          <path d="M8 6v4M8 12v.5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </>
      )}
    </svg>
  )
}
