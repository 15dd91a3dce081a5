import { useState } from 'react'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { smallButton } from '#app/components/ui/buttons.ts'
import { useCombobox } from '#app/components/ui/use-combobox.ts'
import type { AdminCustomer } from '#domain/admin/customers/answers.ts'
import { customerPickerTexts as texts, customerSearchMinLength } from '#domain/orders/customer-picker.ts'
import { useCustomerSuggestions } from './use-customer-suggestions.ts'

interface CustomerPickerProps {
  /** The chosen customer's account id, '' for every customer. */
  value: string
  onValue: (accountId: string) => void
}

/**
 * The board's customer filter, a WAI-ARIA combobox (useCombobox, as the header's product search): typing searches the
 * customers, ArrowDown/ArrowUp move through the suggestions (aria-activedescendant, focus stays in the field), Enter
 * picks the active one (or the first), Escape closes the list. The pick is shown by name beside a way back to every
 * customer.
 */
export function CustomerPicker({ value, onValue }: CustomerPickerProps) {
  const [text, setText] = useState('')
  const suggestions = useCustomerSuggestions(text)
  const { customers } = suggestions
  const searching = text.trim().length >= customerSearchMinLength
  const combobox = useCombobox({
    options: customers,
    ready: searching && suggestions.settled,
    onText: setText,
    onChoose: (customer) => {
      setText('')
      onValue(String(customer.id))
    },
  })
  const popup = combobox.engaged && searching
  const hintId = `${combobox.input.id}-hint`

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
      <label htmlFor={combobox.input.id} className="text-[0.9rem] font-semibold">
        {texts.label}
      </label>
      <div className="relative">
        <input
          {...combobox.input}
          aria-describedby={hintId}
          maxLength={200}
          value={text}
          className="h-11 w-full rounded border-2 border-slate-300 bg-white px-3 outline-none focus:border-brand focus-visible:ring-2 focus-visible:ring-brand/40"
        />
        <div
          hidden={!popup}
          className="absolute top-full right-0 left-0 z-20 mt-1 rounded border-2 border-slate-300 bg-white shadow-lg"
        >
          <ul {...combobox.list} aria-label={texts.listLabel} hidden={customers.length === 0}>
            {customers.map((customer, index) => (
              <li
                key={customer.id}
                {...combobox.option(customer, index)}
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
      <p id={hintId} className="text-[0.85rem] text-slate-700">
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
