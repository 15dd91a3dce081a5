import { type FormEvent, useState } from 'react'
import { ApiError, apiPost } from '#app/lib/api-client.ts'
import { primaryButton, smallButton } from '#app/components/ui/buttons.ts'
import { SelectInput, TextArea, TextInput } from '#app/components/ui/fields.tsx'
import { Notice } from '#app/components/ui/notice.tsx'
import type { ListRequestItem } from '#domain/admin/queues/list-request-schemas.ts'
import { centsToDollars, dollarsToCents } from '#domain/kernel/money.ts'
import type { QuoteVersionView, QuoteView } from '#domain/quotes/answers.ts'
import { quoteDraftSchema } from '#domain/quotes/schemas.ts'
import {
  type DeliverySlot,
  deliverySlotLabels,
  deliverySlots,
  quoteFieldTexts,
} from '#domain/quotes/texts.ts'
import { torontoToday } from '#domain/my-list/schemas.ts'

interface LineFields {
  productName: string
  unitName: string
  quantity: string
  price: string
}

const slotOptions = deliverySlots.map((slot) => ({ value: slot, label: deliverySlotLabels[slot] }))

/** A revision starts from the latest version; a first quote from what the customer asked for, prices blank. */
const startLines = (items: ListRequestItem[], latest: QuoteVersionView | undefined): LineFields[] =>
  latest
    ? latest.lines.map((line) => ({
        ...line,
        quantity: String(line.quantity),
        price: centsToDollars(line.unitPriceCents),
      }))
    : items.map((item) => ({
        productName: item.productName,
        unitName: item.unitName,
        quantity: String(item.quantity),
        price: '',
      }))

/** Dollars typed → cents for the shared schema; a value that is no amount goes as NaN so the schema names the field. */
const cents = (text: string) => dollarsToCents(text) ?? Number.NaN

interface QuoteEditorProps {
  requestId: number
  items: ListRequestItem[]
  quote: QuoteView | null
  onSaved: (quote: QuoteView) => void
}

/** The manager's quote: lines, delivery fee, window, validity and a note; saved as the next version and mailed. */
export function QuoteEditor({ requestId, items, quote, onSaved }: QuoteEditorProps) {
  const latest = quote?.versions[0]
  const [lines, setLines] = useState(() => startLines(items, latest))
  const [fee, setFee] = useState(latest ? centsToDollars(latest.deliveryFeeCents) : '')
  const [date, setDate] = useState(latest?.window.date ?? '')
  const [slot, setSlot] = useState<DeliverySlot>(latest?.window.slot ?? 'morning')
  const [from, setFrom] = useState(latest?.window.from ?? '')
  const [to, setTo] = useState(latest?.window.to ?? '')
  const [validUntil, setValidUntil] = useState('')
  const [note, setNote] = useState(latest?.note ?? '')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const setLine = (index: number, patch: Partial<LineFields>) =>
    setLines((current) => current.map((line, at) => (at === index ? { ...line, ...patch } : line)))

  async function save(event: FormEvent) {
    event.preventDefault()
    const body = {
      basedOnVersion: quote?.latestVersion ?? 0,
      lines: lines.map((line) => ({
        productName: line.productName,
        unitName: line.unitName,
        quantity: Number(line.quantity),
        unitPriceCents: cents(line.price),
      })),
      deliveryFeeCents: fee.trim() === '' ? 0 : cents(fee),
      window: slot === 'range' ? { date, slot, from, to } : { date, slot },
      validUntil,
      note,
    }
    const parsed = quoteDraftSchema(torontoToday(new Date())).safeParse(body)
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])))
      return setOutcome({ tone: 'error', text: 'Some fields are missing or invalid.' })
    }
    setBusy(true)
    try {
      const answer = await apiPost<{ quote: QuoteView }>(
        `/api/salt/admin/listrequests/${requestId}/quote`,
        parsed.data,
      )
      setErrors({})
      setOutcome({ tone: 'success', text: `Version ${answer.quote.latestVersion} saved and sent.` })
      onSaved(answer.quote)
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null
      setErrors(apiError?.fields ?? {})
      setOutcome({ tone: 'error', text: apiError?.message ?? 'The quote was not saved. Please try again.' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-3" aria-label="Quote">
      {lines.map((line, index) => (
        <fieldset key={index} className="grid gap-2 rounded border border-slate-200 p-3 sm:grid-cols-2">
          <legend className="px-1 font-semibold">Line {index + 1}</legend>
          <TextInput
            label="Product"
            value={line.productName}
            onValue={(productName) => setLine(index, { productName })}
            error={errors[`lines.${index}.productName`]}
          />
          <TextInput
            label="Unit"
            value={line.unitName}
            onValue={(unitName) => setLine(index, { unitName })}
            error={errors[`lines.${index}.unitName`]}
          />
          <TextInput
            label="Quantity"
            inputMode="decimal"
            value={line.quantity}
            onValue={(quantity) => setLine(index, { quantity })}
            error={errors[`lines.${index}.quantity`]}
          />
          <TextInput
            label="Unit price ($)"
            inputMode="decimal"
            value={line.price}
            onValue={(price) => setLine(index, { price })}
            error={errors[`lines.${index}.unitPriceCents`] && quoteFieldTexts.amount}
          />
          <button
            type="button"
            className={smallButton}
            onClick={() => setLines((all) => all.filter((_, at) => at !== index))}
          >
            Remove line {index + 1}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className={smallButton}
        onClick={() =>
          setLines((all) => [...all, { productName: '', unitName: '', quantity: '', price: '' }])
        }
      >
        Add a line
      </button>
      {errors.lines && <p className="font-semibold text-danger">{errors.lines}</p>}
      <TextInput
        label="Delivery fee ($)"
        inputMode="decimal"
        value={fee}
        onValue={setFee}
        error={errors.deliveryFeeCents && quoteFieldTexts.amount}
      />
      <TextInput
        label="Delivery day"
        type="date"
        value={date}
        onValue={setDate}
        error={errors['window.date']}
      />
      <SelectInput
        label="Delivery window"
        value={slot}
        options={slotOptions}
        onValue={setSlot}
        error={errors['window.slot']}
      />
      {slot === 'range' && (
        <div className="grid grid-cols-2 gap-2">
          <TextInput label="From (HH:MM)" value={from} onValue={setFrom} error={errors['window.from']} />
          <TextInput label="To (HH:MM)" value={to} onValue={setTo} error={errors['window.to']} />
        </div>
      )}
      <TextInput
        label="Valid until"
        type="date"
        value={validUntil}
        onValue={setValidUntil}
        error={errors.validUntil}
      />
      <TextArea
        label="Note to the customer"
        value={note}
        onValue={setNote}
        maxLength={2000}
        error={errors.note}
      />
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      <button type="submit" className={primaryButton} disabled={busy}>
        {quote ? `Send version ${quote.latestVersion + 1}` : 'Send quote'}
      </button>
    </form>
  )
}
