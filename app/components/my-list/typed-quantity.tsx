import { useEffect, useId, useRef, useState } from 'react'
import { readTypedQuantity } from '#domain/catalogue/typed-quantity.ts'
import { pluralUnit } from '#domain/catalogue/unit-quantity.ts'
import { type MyListItem, useMyListStore } from '#app/stores/my-list.ts'
import { itemRange } from '#domain/my-list/item-range.ts'
import { FieldError } from '#app/components/ui/form/field-error.tsx'
import { clearInvalidDraft, markInvalidDraft } from './typed-drafts.ts'

/** What the person is typing, the quantity it was typed over, and whether its error is shown yet. */
interface Draft {
  text: string
  over: number
  issue: string | null
  shown: boolean
}

/**
 * The quantity typed (ADR 0030), between minus and plus: labelled with the unit's name, from the unit's minimum to
 * the maximum staff set, in its step. A quantity the unit allows goes into the list as it is typed; one it does not
 * stays in the field, and once the person leaves the field (or presses Enter) the error is said in words. A text
 * field with a decimal keyboard rather than type=number: a number input reads "40." as empty and changes a
 * quantity under a scrolling wheel.
 */
export function TypedQuantity({ item, small }: { item: MyListItem; small: boolean }) {
  const id = useId()
  const errorId = `${id}-error`
  const [draft, setDraft] = useState<Draft | null>(null)
  // Plus or minus since the draft was typed: the list's quantity wins.
  const current = draft && draft.over === item.quantity ? draft : null
  const error = current?.shown ? (current.issue ?? undefined) : undefined
  const field = useRef<HTMLInputElement>(null)
  const invalid = Boolean(current?.issue)

  // While the field holds a quantity the unit does not allow, Send stops here (typed-drafts.ts).
  useEffect(() => {
    if (!invalid) return
    markInvalidDraft(id, {
      stopHere: () => {
        setDraft((open) => open && { ...open, shown: true })
        field.current?.focus()
      },
    })
    return () => {
      clearInvalidDraft(id)
    }
  }, [id, invalid])

  const onType = (text: string) => {
    const read = readTypedQuantity(text, itemRange(item))
    if (read.ok && read.quantity !== item.quantity) useMyListStore.getState().setQuantity(item, read.quantity)
    const over = read.ok ? read.quantity : item.quantity
    setDraft({ text, over, issue: read.ok ? null : read.issue, shown: false })
  }
  const showIssue = () => {
    if (current?.issue) setDraft({ ...current, shown: true })
    else setDraft(null)
  }

  // The error goes under the whole control (minus, field, plus): the field's column is too narrow for words.
  return (
    <>
      <div className="flex flex-col items-center">
        <input
          ref={field}
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={current ? current.text : String(item.quantity)}
          onChange={(event) => onType(event.target.value)}
          onBlur={showIssue}
          onKeyDown={(event) => {
            if (event.key === 'Enter') showIssue()
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`w-full rounded border-2 bg-white px-1 py-0.5 text-center font-bold tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-brand/40 ${
            small ? 'max-w-[4.25rem] text-[0.95rem]' : 'max-w-[5rem]'
          } ${error ? 'border-danger bg-danger/5' : 'border-slate-300 focus:border-brand'}`}
        />
        <label htmlFor={id} className="mt-0.5 text-[0.75rem] leading-tight text-ink/75">
          <span className="sr-only">{item.productName}, quantity in </span>
          {item.customSize ? item.unitName : pluralUnit(item.unitName)}
        </label>
      </div>
      {error && (
        <div className="order-last basis-full">
          <FieldError id={errorId} text={error} />
        </div>
      )}
    </>
  )
}
