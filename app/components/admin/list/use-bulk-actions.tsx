import { type RefObject, useRef, useState } from 'react'
import { smallButton, smallDangerButton } from '#app/components/ui/buttons.ts'
import { ApiError, apiPost } from '#app/lib/api-client.ts'
import { usePopupStore } from '#app/stores/popup.ts'
import { type BulkAction, type BulkAnswer, bulkReportLines } from '#domain/admin/bulk.ts'
import {
  type BulkNoun,
  bulkActionLabels,
  bulkConfirmText,
  bulkConfirmTitle,
  bulkFailedTitle,
  bulkNamesText,
} from '#domain/admin/texts.ts'

interface BulkConfig<T> {
  /** The resource's bulk endpoint, e.g. `/api/salt/admin/posts/bulk`. */
  endpoint: string
  noun: BulkNoun
  actions: readonly BulkAction[]
  idOf: (row: T) => number
  nameOf: (row: T) => string
  /** Asks the list again once an action is done. */
  reload: () => void
}

interface Report {
  failed: boolean
  lines: string[]
}

/**
 * The list frame's `bulk` for a resource: a button per action over the ticked rows, the confirm popup before any of
 * them runs, then the report of what happened to each record, kept on screen and announced.
 */
export function useBulkActions<T>(config: BulkConfig<T>) {
  const [report, setReport] = useState<Report | null>(null)
  const reportRef = useRef<HTMLDivElement>(null)

  function ask(action: BulkAction, selected: T[], clear: () => void) {
    const names = new Map(selected.map((row) => [config.idOf(row), config.nameOf(row)]))
    usePopupStore.getState().open('confirm', {
      title: bulkConfirmTitle(action, selected.length, config.noun),
      text: `${bulkNamesText([...names.values()])} ${bulkConfirmText[action]}`,
      confirmLabel: bulkActionLabels[action],
      onConfirm: async () => {
        try {
          const answer = await apiPost<BulkAnswer>(config.endpoint, { action, ids: [...names.keys()] })
          const nameOf = (id: number) => names.get(id) ?? String(id)
          setReport({ failed: false, lines: bulkReportLines(action, answer, nameOf, config.noun) })
          clear()
          config.reload()
        } catch (failure) {
          const message = failure instanceof ApiError ? failure.message : String(failure)
          setReport({ failed: true, lines: [bulkFailedTitle, message] })
        }
        // The popup closes after this returns, and the button that opened it goes with the selection.
        setTimeout(() => reportRef.current?.focus())
      },
    })
  }

  return {
    actions: (selected: T[], clear: () => void) =>
      config.actions.map((action) => (
        <button
          key={action}
          type="button"
          className={action === 'delete' ? smallDangerButton : smallButton}
          onClick={() => ask(action, selected, clear)}
        >
          {bulkActionLabels[action]}
        </button>
      )),
    report: <BulkReport report={report} reportRef={reportRef} />,
  }
}

/**
 * Always in the page, so screen readers announce a new report; empty, it is out of the layout (sr-only is absolute,
 * so the list's gaps stay as they were).
 */
function BulkReport({
  report,
  reportRef,
}: {
  report: Report | null
  reportRef: RefObject<HTMLDivElement | null>
}) {
  const tone = report?.failed ? 'border-danger bg-danger/5' : 'border-green-700 bg-green-50'
  const [first, ...rest] = report?.lines ?? []
  return (
    <div
      ref={reportRef}
      role="status"
      tabIndex={-1}
      className={
        report ? `rounded border-l-4 px-4 py-3 outline-none focus-visible:ring-2 ${tone}` : 'sr-only'
      }
    >
      {first && <p className="font-semibold">{first}</p>}
      {rest.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {rest.map((line, index) => (
            // Two records may share a name, so the line alone is no key; the lines never reorder.
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
