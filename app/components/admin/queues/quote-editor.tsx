import { useId, useState } from 'react'
import { apiPost } from '#app/lib/api-client.ts'
import { actionRefusal } from '#app/components/admin/form/use-action-form.ts'
import { YardSelect } from '#app/components/admin/orders/yard-select.tsx'
import { primaryButton, smallButton } from '#app/components/ui/buttons.ts'
import { SelectInput, TextArea, TextInput } from '#app/components/ui/fields.tsx'
import { useForm } from '#app/components/ui/form/use-form.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { fixFieldsText } from '#domain/admin/texts.ts'
import type { ListRequestItem } from '#domain/admin/queues/list-request-schemas.ts'
import { centsToDollars, dollarsToCents } from '#domain/kernel/money.ts'
import type { QuoteVersionView, QuoteView } from '#domain/quotes/answers.ts'
import {
  type EditorLine,
  feeHint,
  quotePriceTexts,
  shownFee,
  shownPrice,
} from '#domain/quotes/price-prefill.ts'
import { quoteDraftSchema } from '#domain/quotes/schemas.ts'
import {
  type DeliverySlot,
  deliverySlotLabels,
  deliverySlots,
  quoteFieldTexts,
} from '#domain/quotes/texts.ts'
import { torontoToday } from '#domain/my-list/schemas.ts'
import { CatalogueSuggestions, QuoteLineFields } from './quote-line-fields.tsx'
import { useQuotePrices } from './use-quote-prices.ts'

const slotOptions = deliverySlots.map((slot) => ({ value: slot, label: deliverySlotLabels[slot] }))

/**
 * A revision starts from the latest version, its prices kept as sent; a first quote from what the customer asked
 * for, priced from the lookup once a yard is chosen.
 */
const startLines = (items: ListRequestItem[], latest: QuoteVersionView | undefined): EditorLine[] =>
  latest
    ? latest.lines.map((line) => ({
        productName: line.productName,
        unitName: line.unitName,
        quantity: String(line.quantity),
        price: centsToDollars(line.unitPriceCents),
        priceTyped: true,
      }))
    : items.map((item) => ({
        slug: item.slug,
        productName: item.productName,
        unitName: item.unitName,
        quantity: String(item.quantity),
        price: '',
        priceTyped: false,
      }))

const newLine: EditorLine = { productName: '', unitName: '', quantity: '', price: '', priceTyped: false }

/** Dollars typed → cents for the shared schema; a value that is no amount goes as NaN so the schema names the field. */
const cents = (text: string) => dollarsToCents(text) ?? Number.NaN

interface QuoteEditorProps {
  requestId: number
  items: ListRequestItem[]
  quote: QuoteView | null
  onSaved: (quote: QuoteView) => void
}

/**
 * The manager's quote: lines, delivery fee, window, validity and a note; saved as the next version and mailed. Lines
 * and fee start from the customer's prices at the yard chosen for prices (THE lookup, ADR 0031); a typed price wins.
 */
export function QuoteEditor({ requestId, items, quote, onSaved }: QuoteEditorProps) {
  const latest = quote?.versions[0]
  const catalogueId = useId()
  const [lines, setLines] = useState(() => startLines(items, latest))
  const [fee, setFee] = useState(() =>
    latest ? { text: centsToDollars(latest.deliveryFeeCents), typed: true } : { text: '', typed: false },
  )
  const [priceYard, setPriceYard] = useState('')
  const [date, setDate] = useState(latest?.window.date ?? '')
  const [slot, setSlot] = useState<DeliverySlot>(latest?.window.slot ?? 'morning')
  const [from, setFrom] = useState(latest?.window.from ?? '')
  const [to, setTo] = useState(latest?.window.to ?? '')
  const [validUntil, setValidUntil] = useState('')
  const [note, setNote] = useState(latest?.note ?? '')
  const prices = useQuotePrices(requestId, priceYard, date)
  const setLine = (index: number, patch: Partial<EditorLine>) =>
    setLines((current) => current.map((line, at) => (at === index ? { ...line, ...patch } : line)))

  const feeText = shownFee(fee, prices.data)
  const form = useForm({
    // Made at each submission: the delivery day and the last valid day may not be before Toronto's today.
    schema: () => quoteDraftSchema(torontoToday(new Date())),
    input: () => ({
      basedOnVersion: quote?.latestVersion ?? 0,
      lines: lines.map((line) => ({
        productName: line.productName,
        unitName: line.unitName,
        quantity: Number(line.quantity),
        unitPriceCents: cents(shownPrice(line, prices.data)),
      })),
      deliveryFeeCents: feeText.trim() === '' ? 0 : cents(feeText),
      window: slot === 'range' ? { date, slot, from, to } : { date, slot },
      validUntil,
      note,
    }),
    send: (draft) => apiPost<{ quote: QuoteView }>(`/api/salt/admin/listrequests/${requestId}/quote`, draft),
    // The panel shows the version just sent, and starts the next one's editor afresh.
    onSent: (answer) => onSaved(answer.quote),
    invalidNotice: fixFieldsText,
    refusal: actionRefusal,
    focusFirstInvalid: false,
  })
  const { errors } = form

  return (
    <form
      onSubmit={(event) => void form.submit(event)}
      noValidate
      className="flex flex-col gap-3"
      aria-label="Quote"
    >
      <YardSelect
        label={quotePriceTexts.yardLabel}
        emptyLabel={quotePriceTexts.yardEmpty}
        value={priceYard}
        onValue={setPriceYard}
        hint={quotePriceTexts.yardHint}
        error={prices.error ? quotePriceTexts.loadFailed : undefined}
      />
      {prices.data && <CatalogueSuggestions id={catalogueId} prices={prices.data} />}
      {lines.map((line, index) => (
        <QuoteLineFields
          key={index}
          index={index}
          line={line}
          prices={prices.data}
          catalogueId={prices.data && catalogueId}
          errors={errors}
          onChange={(patch) => setLine(index, patch)}
          onRemove={() => setLines((all) => all.filter((_, at) => at !== index))}
        />
      ))}
      <button type="button" className={smallButton} onClick={() => setLines((all) => [...all, newLine])}>
        Add a line
      </button>
      {errors.lines && <p className="font-semibold text-danger">{errors.lines}</p>}
      <TextInput
        label="Delivery fee ($)"
        inputMode="decimal"
        value={feeText}
        onValue={(text) => setFee({ text, typed: true })}
        hint={feeHint(prices.data)}
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
      {form.notice && <Notice tone="error">{form.notice}</Notice>}
      {/* Not while a yard's prices are on their way: the lines would go with the previous yard's. */}
      <button type="submit" className={primaryButton} disabled={form.busy || prices.loading}>
        {quote ? `Send version ${quote.latestVersion + 1}` : 'Send quote'}
      </button>
    </form>
  )
}
