/** Label and value rows (a ticket, a statement's totals), the same rows the PDF draws. */
export function FieldList({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  return (
    <dl className="grid max-w-2xl grid-cols-1 gap-x-6 gap-y-1 rounded border border-slate-200 p-4 sm:grid-cols-[minmax(9rem,auto)_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-700">{term}</dt>
          <dd className="mb-2 break-words tabular-nums sm:mb-0">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  )
}
