import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { smallButton } from '#app/components/ui/buttons.ts'
import type { ListParams } from './use-list-params.ts'

/** The search box's and the filters' control: as tall as the buttons beside them. */
export const filterControl =
  'h-11 rounded border-2 border-slate-300 bg-white px-3 outline-none focus:border-brand focus-visible:ring-2 focus-visible:ring-brand/40'

interface ListSearchProps {
  list: ListParams
  /** What can be searched, e.g. "Name, slug or city". */
  placeholder: string
  /** Filter controls beside the search box. */
  children?: ReactNode
}

/** Server-side search: the text goes into the address on submit, and the list asks the API again. */
export function ListSearch(props: ListSearchProps) {
  // A search changed from outside (Back, a link) starts the box again from the address.
  return <SearchForm key={props.list.q} {...props} />
}

function SearchForm({ list, placeholder, children }: ListSearchProps) {
  const id = useId()
  const [text, setText] = useState(list.q)

  function submit(event: FormEvent) {
    event.preventDefault()
    list.change({ q: text.trim() })
  }

  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="flex min-w-56 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-[0.9rem] font-semibold">
          Search
        </label>
        <input
          id={id}
          type="search"
          value={text}
          maxLength={200}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          className={filterControl}
        />
      </div>
      {children}
      <button type="submit" className={`${smallButton} h-11`}>
        Search
      </button>
    </form>
  )
}

interface FilterSelectProps {
  list: ListParams
  name: string
  label: string
  options: ReadonlyArray<{ value: string; label: string }>
  /** Lets the select be narrower than its longest option (a name and an e-mail), so a phone never scrolls. */
  narrow?: boolean
}

/** A filter that applies as soon as it changes; its first option should be "All" with the value ''. */
export function FilterSelect({ list, name, label, options, narrow = false }: FilterSelectProps) {
  const id = useId()
  return (
    <div className={narrow ? 'flex w-full min-w-0 flex-col gap-1 sm:w-auto' : 'flex flex-col gap-1'}>
      <label htmlFor={id} className="text-[0.9rem] font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={list.get(name)}
        onChange={(event) => list.change({ [name]: event.target.value })}
        className={`${filterControl}${narrow ? ' w-full sm:max-w-xs' : ''}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
