import type { ReactNode } from 'react'

export type EntryDetails = ReadonlyArray<readonly [term: string, value: ReactNode]>

interface EntryCardProps {
  /** What happened (a pickup, a load). */
  kind: ReactNode
  when: ReactNode
  amount: ReactNode
  /** Terms and values; a value of '' is left out. */
  details: EntryDetails
  /** How a long value breaks: between words (a card's name), or anywhere (a masked card number). */
  breakValues: 'words' | 'anywhere'
  /** Under the details (the e-ticket's link). */
  children?: ReactNode
}

/**
 * One ledger entry as a phone's card (a statement's, the customer's transactions): what and when beside the amount,
 * then its details, so nothing a customer checks needs a sideways scroll.
 */
export function EntryCard({ kind, when, amount, details, breakValues, children }: EntryCardProps) {
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <div>
          <p className="font-semibold">{kind}</p>
          <p className="text-slate-700 tabular-nums">{when}</p>
        </div>
        {amount}
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-[0.9rem]">
        {details
          .filter(([, value]) => value !== '')
          .map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-slate-700">{term}</dt>
              <dd className={`${breakValues === 'words' ? 'break-words' : 'break-all'} tabular-nums`}>
                {value}
              </dd>
            </div>
          ))}
      </dl>
      {children}
    </>
  )
}
