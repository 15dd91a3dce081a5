import { formatFileSize } from '#domain/media/file-size.ts'
import type { MediaDocumentItem } from '#domain/media/schemas.ts'

interface DocumentChecklistProps {
  items: MediaDocumentItem[]
  checked: ReadonlySet<number>
  onToggle: (item: MediaDocumentItem, checked: boolean) => void
}

/** Documents with a checkbox each; "View" opens the PDF in a new tab to make sure it is the right one. */
export function DocumentChecklist({ items, checked, onToggle }: DocumentChecklistProps) {
  return (
    <ul className="flex flex-col divide-y divide-slate-200 rounded border-2 border-slate-200">
      {items.map((item) => (
        <li key={item.id} className="flex items-start gap-3 px-3 py-2">
          <input
            id={`document-${item.id}`}
            type="checkbox"
            checked={checked.has(item.id)}
            onChange={(event) => onToggle(item, event.target.checked)}
            className="mt-1 size-5 shrink-0 accent-brand"
          />
          <label htmlFor={`document-${item.id}`} className="flex min-w-0 flex-1 flex-col">
            <span className="font-semibold break-words">{item.title}</span>
            <span className="text-[0.8rem] break-all text-slate-700">
              {item.fileName}, {formatFileSize(item.sizeBytes)}
            </span>
          </label>
          <a
            href={item.href}
            target="_blank"
            rel="noopener"
            className="text-[0.85rem] font-semibold text-brand underline"
            aria-label={`View ${item.title} (PDF, opens in a new tab)`}
          >
            View
          </a>
        </li>
      ))}
    </ul>
  )
}
