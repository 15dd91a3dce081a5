import { useId, useState } from 'react'
import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import { type FaqGroup, countEntries, filterFaq } from '#domain/content/faq-search.ts'
import { faqCountText, faqNoMatchHint, faqTexts } from '#domain/content/faq-texts.ts'
import { FaqAccordion } from './faq-accordion.tsx'

const slug = (category: string) => category.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** The FAQ: a search box that filters as you type (with a polite count), then the questions by category. */
export function FaqBrowser({ groups }: { groups: FaqGroup[] }) {
  const searchId = useId()
  const [query, setQuery] = useState('')
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set())
  const shown = filterFaq(groups, query)
  const total = countEntries(groups)
  const shownCount = countEntries(shown)

  function toggle(id: number) {
    setOpenIds((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
  }

  if (total === 0)
    return <p className="rounded-lg bg-salt px-6 py-10 text-center text-lg">{faqTexts.empty}</p>

  return (
    <div>
      <search className="block">
        <label htmlFor={searchId} className="font-semibold">
          {faqTexts.searchLabel}
        </label>
        <div className="mt-2 flex gap-2">
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={faqTexts.searchPlaceholder}
            autoComplete="off"
            className="w-full rounded border-2 border-slate-300 px-4 py-3 outline-none focus:border-brand focus-visible:ring-2 focus-visible:ring-brand/40 [&::-webkit-search-cancel-button]:appearance-none"
          />
          {query !== '' && (
            <button
              type="button"
              onClick={() => setQuery('')}
              className="shrink-0 rounded border-2 border-brand px-4 font-semibold text-brand hover:bg-salt"
            >
              {faqTexts.clearSearch}
            </button>
          )}
        </div>
        <p role="status" aria-live="polite" className="mt-2 text-[0.9rem] text-ink/75">
          {faqCountText(shownCount, total, query)}
        </p>
      </search>

      {shownCount === 0 ? (
        <div className="mt-8 rounded-lg border-2 border-dashed border-slate-300 bg-salt px-6 py-10 text-center">
          <p className="text-lg font-semibold">{faqTexts.noMatchesTitle}</p>
          <p className="mt-2">
            {faqNoMatchHint}{' '}
            <PrefetchLink to="/contact" className="font-semibold text-brand underline">
              {faqTexts.contactLink}
            </PrefetchLink>
          </p>
        </div>
      ) : (
        shown.map((group) => (
          <section key={group.category} aria-labelledby={`faq-${slug(group.category)}`} className="mt-10">
            <h2 id={`faq-${slug(group.category)}`} className="text-2xl font-bold text-brand-dark">
              {group.category}
            </h2>
            <div className="mt-3">
              <FaqAccordion entries={group.entries} openIds={openIds} onToggle={toggle} />
            </div>
          </section>
        ))
      )}
    </div>
  )
}
