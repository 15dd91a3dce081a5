import type { ReactNode } from 'react'
import type { DetailRow } from '#domain/admin/queues/queues.ts'

/** Label and value pairs as a description list; blank values show a dash, line breaks (notes) are kept. */
export function DetailRows({ rows }: { rows: ReadonlyArray<DetailRow | [string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[minmax(9rem,max-content)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="mb-2 break-words whitespace-pre-line sm:mb-0">
            {value === null || value === undefined || value === '' ? '—' : value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** A titled block of a record page. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded border-2 border-slate-200 p-4" aria-label={title}>
      <h2 className="text-[1.15rem] font-bold text-brand-dark">{title}</h2>
      {children}
    </section>
  )
}
