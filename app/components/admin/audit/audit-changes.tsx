import {
  type AuditLeaf,
  type FieldChange,
  auditDiff,
  formatAuditLeaf,
  isLongText,
} from '#domain/admin/audit/diff.ts'
import { TextDiffView } from './text-diff-view.tsx'

/** `weeklyHours.monday.openTime` → "weeklyHours › monday › openTime"; a lone from/to pair is the "Value". */
const fieldLabel = (path: string) => (path ? path.split('.').join(' › ') : 'Value')

function Leaf({ value, missing }: { value: AuditLeaf | undefined; missing: string }) {
  return (
    <span className="whitespace-pre-wrap wrap-anywhere">
      {value === undefined ? missing : formatAuditLeaf(value)}
    </span>
  )
}

function ChangeRow({ change }: { change: FieldChange }) {
  const long = change.kind === 'changed' && (isLongText(change.before) || isLongText(change.after))
  return (
    <li className="grid gap-1 border-t border-slate-200 py-2 lg:grid-cols-[minmax(8rem,14rem)_1fr] lg:gap-4">
      <p className="font-semibold wrap-anywhere">{fieldLabel(change.path)}</p>
      {long ? (
        <TextDiffView before={String(change.before ?? '')} after={String(change.after ?? '')} />
      ) : (
        <p className="flex min-w-0 flex-wrap items-baseline gap-x-2">
          <span className="sr-only">Before:</span>
          <span
            className={`min-w-0 ${change.kind === 'added' ? 'text-slate-700' : 'text-red-900 line-through'}`}
          >
            <Leaf value={change.before} missing="(not set)" />
          </span>
          <span aria-hidden="true">→</span>
          <span className="sr-only">After:</span>
          <span
            className={`min-w-0 ${change.kind === 'removed' ? 'text-slate-700' : 'font-semibold text-green-900'}`}
          >
            <Leaf value={change.after} missing="(removed)" />
          </span>
        </p>
      )}
    </li>
  )
}

/** An audit entry's details: the changed fields (old → new), then any plain facts that came with it. */
export function AuditChanges({ details }: { details: unknown }) {
  const diff = auditDiff(details)
  if (diff.changes.length === 0 && diff.facts.length === 0 && diff.bookkeeping.length === 0)
    return <p className="text-slate-700">No details were recorded for this change.</p>
  return (
    <div className="flex flex-col gap-3">
      {diff.changes.length > 0 && (
        <ul aria-label="Changed fields" className="flex flex-col">
          {diff.changes.map((change) => (
            <ChangeRow key={`${change.kind}:${change.path}`} change={change} />
          ))}
        </ul>
      )}
      {diff.changes.length === 0 && diff.bookkeeping.length > 0 && (
        <p className="text-slate-700">Saved without changing any field.</p>
      )}
      {diff.bookkeeping.length > 0 && (
        <p className="text-[0.85rem] text-slate-700">Also updated: {diff.bookkeeping.join(', ')}.</p>
      )}
      {diff.facts.length > 0 && (
        <dl className="grid gap-x-4 gap-y-1 text-[0.95rem] sm:grid-cols-[auto_1fr]">
          {diff.facts.map((fact) => (
            <div key={fact.path} className="contents">
              <dt className="font-semibold">{fieldLabel(fact.path)}</dt>
              <dd className="whitespace-pre-wrap wrap-anywhere">{formatAuditLeaf(fact.value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  )
}
