import { useState } from 'react'
import { useNavigate } from 'react-router'
import { searchQueryMaxLength } from '#domain/catalogue/search-ranking.ts'
import { searchTexts } from '#domain/catalogue/search-texts.ts'
import { SearchIcon } from './catalog/catalog-icons.tsx'
import { useSearchResults } from './catalog/use-search-results.ts'
import { useCombobox } from './ui/use-combobox.ts'

/**
 * The header's product search, a WAI-ARIA combobox (useCombobox): the list of results shows only while the input has
 * focus and there are results; ArrowDown/ArrowUp move through it, Enter opens the active result (or the first),
 * Escape closes the list. Results link to product and category pages.
 */
export function ProductSearch({ className = '' }: { className?: string }) {
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const { results, settled } = useSearchResults(query)
  const combobox = useCombobox({
    options: results,
    ready: true,
    onText: setQuery,
    onChoose: (result) => {
      setQuery('')
      void navigate(result.href)
    },
  })

  return (
    <div role="search" className={`relative ${className}`}>
      <label htmlFor={combobox.input.id} className="sr-only">
        {searchTexts.label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink/60" />
        <input
          {...combobox.input}
          inputMode="search"
          enterKeyHint="search"
          maxLength={searchQueryMaxLength}
          placeholder={searchTexts.placeholder}
          value={query}
          className="w-full rounded border border-ink/25 bg-white py-2 pr-3 pl-9 text-base text-ink placeholder:text-ink/55 focus:border-brand"
        />
      </div>
      <ul
        {...combobox.list}
        aria-label={searchTexts.resultsLabel}
        hidden={!combobox.open}
        className="mt-2 max-h-[60vh] overflow-y-auto border-t border-ink/10 bg-white pt-1"
      >
        {results.map((result, index) => (
          <li
            key={result.href}
            {...combobox.option(result, index)}
            className="cursor-pointer px-4 py-2 aria-selected:bg-salt aria-selected:text-brand"
          >
            <span className="block font-semibold">{result.name}</span>
            <span className="block text-sm text-ink/75">
              {result.kind === 'group' ? searchTexts.group : result.groupName}
            </span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {combobox.focused && settled && query.trim() !== ''
          ? results.length > 0
            ? searchTexts.count(results.length)
            : searchTexts.none
          : ''}
      </p>
    </div>
  )
}
