import { ChevronDownIcon } from '#app/components/icons.tsx'
import type { FaqEntryView } from '#domain/content/faq-search.ts'
import { RichText } from './prose.tsx'

interface FaqAccordionProps {
  entries: FaqEntryView[]
  openIds: ReadonlySet<number>
  onToggle: (id: number) => void
}

/**
 * Questions as disclosure buttons (WAI-ARIA accordion): each button says whether its answer is shown and which
 * element holds it. Buttons answer Enter and Space on their own; Tab moves from question to question.
 */
export function FaqAccordion({ entries, openIds, onToggle }: FaqAccordionProps) {
  return (
    <ul className="divide-y divide-slate-200 border-y border-slate-200">
      {entries.map((entry) => {
        const open = openIds.has(entry.id)
        const panelId = `faq-answer-${entry.id}`
        return (
          <li key={entry.id}>
            <h3>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onToggle(entry.id)}
                className="flex w-full items-center justify-between gap-4 py-4 text-left text-[1.05rem] font-semibold hover:text-brand focus-visible:text-brand"
              >
                {entry.question}
                <ChevronDownIcon
                  className={`shrink-0 text-xl text-brand transition-transform ${open ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <div id={panelId} hidden={!open} className="pb-5">
              <RichText html={entry.answerHtml} className="text-ink/90" />
            </div>
          </li>
        )
      })}
    </ul>
  )
}
