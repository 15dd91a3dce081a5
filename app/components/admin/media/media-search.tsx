import { type FormEvent, useId, useState } from 'react'
import { smallButton } from '#app/components/ui/buttons.ts'

/** The picker's search box: the text goes to the server on submit. */
export function MediaSearch({ label, onSearch }: { label: string; onSearch: (text: string) => void }) {
  const id = useId()
  const [text, setText] = useState('')
  function submit(event: FormEvent) {
    event.preventDefault()
    onSearch(text.trim())
  }
  return (
    <form role="search" aria-label={label} onSubmit={submit} className="flex items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-[0.9rem] font-semibold">
          {label}
        </label>
        <input
          id={id}
          type="search"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
          className="h-10 rounded border-2 border-slate-300 bg-white px-3 outline-none focus:border-brand focus-visible:ring-2 focus-visible:ring-brand/40"
        />
      </div>
      <button type="submit" className={smallButton}>
        Search
      </button>
    </form>
  )
}
