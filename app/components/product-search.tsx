import { type KeyboardEvent, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { type SearchResult, searchQueryMaxLength } from '#domain/catalogue/search-ranking.ts'
import { searchTexts } from '#domain/catalogue/search-texts.ts'
import { SearchIcon } from './catalog/catalog-icons.tsx'
import { useSearchResults } from './catalog/use-search-results.ts'

/**
 * The header's product search, a WAI-ARIA combobox: the list of results shows only while the input has focus and there
 * are results (and the input has focus); ArrowDown/ArrowUp move through it, Enter opens the active result (or the
 * first), Escape closes the list. Results link to product and category pages.
 */
export function ProductSearch({ className = '' }: { className?: string }) {
  const id = useId()
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const [focused, setFocused] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  const [active, setActive] = useState(-1)
  const { results, settled } = useSearchResults(query)
  const open = focused && !dismissed && results.length > 0
  const activeIndex = open && active < results.length ? active : -1
  const optionId = (index: number) => `${id}-option-${index}`

  const choose = (result: SearchResult) => {
    setQuery('')
    setActive(-1)
    void navigate(result.href)
  }

  const move = (step: 1 | -1) => {
    const count = results.length
    setDismissed(false)
    if (activeIndex === -1) setActive(step === 1 ? 0 : count - 1)
    else setActive((activeIndex + step + count) % count)
  }

  // Capture phase: an Escape that closes the list must stop here, before a menu around the field closes as well.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && results.length > 0) {
      event.preventDefault()
      move(event.key === 'ArrowDown' ? 1 : -1)
    } else if (event.key === 'Enter' && open) {
      event.preventDefault()
      const result = results[activeIndex === -1 ? 0 : activeIndex]
      if (result) choose(result)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      event.stopPropagation()
      setDismissed(true)
      setActive(-1)
    }
  }

  return (
    <div role="search" className={`relative ${className}`}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {searchTexts.label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink/60" />
        <input
          id={`${id}-input`}
          // A text input, not type=search: HTML allows the combobox role (and aria-expanded) only on a text input.
          type="text"
          inputMode="search"
          enterKeyHint="search"
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex === -1 ? undefined : optionId(activeIndex)}
          autoComplete="off"
          spellCheck={false}
          maxLength={searchQueryMaxLength}
          placeholder={searchTexts.placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setActive(-1)
            setDismissed(false)
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDownCapture={onKeyDownCapture}
          className="w-full rounded border border-ink/25 bg-white py-2 pr-3 pl-9 text-base text-ink placeholder:text-ink/55 focus:border-brand"
        />
      </div>
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={searchTexts.resultsLabel}
        // Focus stays in the input (aria-activedescendant); a scrolling list would otherwise be a Tab stop.
        tabIndex={-1}
        hidden={!open}
        className="mt-2 max-h-[60vh] overflow-y-auto border-t border-ink/10 bg-white pt-1"
      >
        {results.map((result, index) => (
          // Keyboard users choose with Enter in the combobox (aria-activedescendant): no key handler here.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={result.href}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            // Keeps focus in the input, so the list stays open until the click has chosen.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(index)}
            onClick={() => choose(result)}
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
        {focused && settled && query.trim() !== ''
          ? results.length > 0
            ? searchTexts.count(results.length)
            : searchTexts.none
          : ''}
      </p>
    </div>
  )
}
