import { formatPrintedDateTime, formatSignedCents } from '#domain/salt-card/transaction-format.ts'

/** A ledger entry's amount with its sign; money in (a load, a credit) shows in green. */
export function SignedAmount({ cents, className = '' }: { cents: number; className?: string }) {
  return (
    <span className={`${className} ${cents > 0 ? 'text-green-800' : ''}`.trim() || undefined}>
      {formatSignedCents(cents)}
    </span>
  )
}

interface PrintedAtProps {
  iso: string
  className?: string
  /** The time after the date, often in a lighter grey. */
  timeClass?: string
}

/** When a ledger entry was printed: its Toronto date, then its time. */
export function PrintedAt({ iso, className, timeClass }: PrintedAtProps) {
  const { date, time } = formatPrintedDateTime(iso)
  return (
    <time dateTime={iso} className={className}>
      {date} <span className={timeClass}>{time}</span>
    </time>
  )
}
