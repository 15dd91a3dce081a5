import { type KeyboardEvent, useId, useState } from 'react'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { smallButton } from '#app/components/ui/buttons.ts'
import type { AdminCustomer, AdminCustomerRow } from '#domain/admin/customers/answers.ts'
import {
  customerPickerTexts as texts,
  customerSearchMinLength,
  steppedOption,
} from '#domain/orders/customer-picker.ts'
import { useCustomerSuggestions } from './use-customer-suggestions.ts'

interface CustomerPickerProps {
  /** The chosen customer's account id, '' for every customer. */
  value: string
  onValue: (accountId: string) => void
}

/**
 * The board's customer filter, a WAI-ARIA combobox (as the header's product search): typing searches the customers,
 * ArrowDown/ArrowUp move through the suggestions (aria-activedescendant, focus stays in the field), Enter picks the
 * active one (or the first), Escape closes the list. The pick is shown by name beside a way back to every customer.
 */
export function CustomerPicker({ value, onValue }: CustomerPickerProps) {
  const id = useId()
  const [text, setText] = useState('')
  const [focused, setFocused] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  const [active, setActive] = useState(-1)
  const suggestions = useCustomerSuggestions(text)
  const { customers } = suggestions
  const popup = focused && !dismissed && text.trim().length >= customerSearchMinLength
  const open = popup && suggestions.settled && customers.length > 0
  const activeIndex = open && active < customers.length ? active : -1
  const optionId = (index: number) => `${id}-option-${index}`

  const choose = (customer: AdminCustomerRow) => {
    setText('')
    setActive(-1)
    onValue(String(customer.id))
  }

  // Capture phase: an Escape that closes the list stops here, before anything around the field reacts to it.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && customers.length > 0) {
      event.preventDefault()
      setDismissed(false)
      const step = event.key === 'ArrowDown' ? 1 : -1
      // From the latest state, not this render's: two quick presses before a render move two options.
      setActive((current) => steppedOption(current < customers.length ? current : -1, step, customers.length))
    } else if (event.key === 'Enter' && open) {
      event.preventDefault()
      const customer = customers[activeIndex === -1 ? 0 : activeIndex]
      if (customer) choose(customer)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      event.stopPropagation()
      setDismissed(true)
      setActive(-1)
    }
  }

  const status = !popup
    ? ''
    : !suggestions.settled
      ? texts.searching
      : suggestions.failed
        ? texts.failed
        : customers.length === 0
          ? texts.none(text.trim())
          : texts.count(customers.length, suggestions.total)

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-input`} className="text-[0.9rem] font-semibold">
        {texts.label}
      </label>
      <div className="relative">
        <input
          id={`${id}-input`}
          // A text input: HTML allows the combobox role (and aria-expanded) on it, not on type=search.
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex === -1 ? undefined : optionId(activeIndex)}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setActive(-1)
            setDismissed(false)
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDownCapture={onKeyDownCapture}
          className="h-11 w-full rounded border-2 border-slate-300 bg-white px-3 outline-none focus:border-brand focus-visible:ring-2 focus-visible:ring-brand/40"
        />
        <div
          hidden={!popup}
          className="absolute top-full right-0 left-0 z-20 mt-1 rounded border-2 border-slate-300 bg-white shadow-lg"
        >
          <ul
            id={`${id}-list`}
            role="listbox"
            aria-label={texts.listLabel}
            // Focus stays in the field (aria-activedescendant); a scrolling list would otherwise be a Tab stop.
            tabIndex={-1}
            hidden={customers.length === 0}
          >
            {customers.map((customer, index) => (
              // Keyboard users pick with Enter in the combobox (aria-activedescendant): no key handler here.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={customer.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                // Keeps focus in the field, so the list stays open until the click has picked.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(index)}
                onClick={() => choose(customer)}
                className="cursor-pointer px-3 py-2 aria-selected:bg-salt aria-selected:text-brand"
              >
                <span className="block font-semibold">
                  {customer.name} ({customer.customerNo})
                </span>
                <span className="block text-[0.85rem] text-slate-700">
                  {[customer.company, customer.eMail].filter(Boolean).join(' · ')}
                </span>
              </li>
            ))}
          </ul>
          <p className="px-3 py-2 text-[0.85rem] text-slate-700" aria-hidden="true">
            {status}
          </p>
        </div>
      </div>
      <p id={`${id}-hint`} className="text-[0.85rem] text-slate-700">
        {texts.hint}
      </p>
      <p role="status" className="sr-only">
        {status}
      </p>
      {value && <ChosenCustomer accountId={value} onClear={() => onValue('')} />}
    </div>
  )
}

/** The customer the board shows, by name (read once, from the customer's record), and the way back to all. */
function ChosenCustomer({ accountId, onClear }: { accountId: string; onClear: () => void }) {
  const customer = useAdminQuery<AdminCustomer>(`/api/salt/admin/customers/${encodeURIComponent(accountId)}`)
  const shown = customer.data && String(customer.data.id) === accountId ? customer.data : null
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p>
        {texts.chosen}{' '}
        <strong>{shown ? `${shown.name} (${shown.customerNo})` : `customer #${accountId}`}</strong>
      </p>
      <button type="button" className={smallButton} onClick={onClear}>
        {texts.clear}
      </button>
    </div>
  )
}
