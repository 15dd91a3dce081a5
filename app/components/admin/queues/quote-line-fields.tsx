import { smallButton } from '#app/components/ui/buttons.ts'
import { TextInput } from '#app/components/ui/fields.tsx'
import type { QuotePricesAnswer } from '#domain/quotes/answers.ts'
import { type EditorLine, linePriceHint, shownPrice } from '#domain/quotes/price-prefill.ts'
import { quoteFieldTexts } from '#domain/quotes/texts.ts'

interface QuoteLineFieldsProps {
  index: number
  line: EditorLine
  prices: QuotePricesAnswer | undefined
  /** The form's catalogue suggestions (CatalogueSuggestions), once a yard's prices are read. */
  catalogueId: string | undefined
  errors: Record<string, string>
  onChange: (patch: Partial<EditorLine>) => void
  onRemove: () => void
}

/**
 * One line of the quote: product and unit (suggested from the catalogue once a yard is chosen), quantity, and the
 * unit price, which shows the lookup's price until staff type their own.
 */
export function QuoteLineFields(props: QuoteLineFieldsProps) {
  const { index, line, prices, catalogueId, errors, onChange, onRemove } = props
  const error = (field: string) => errors[`lines.${index}.${field}`]
  return (
    <fieldset className="grid gap-2 rounded border border-slate-200 p-3 sm:grid-cols-2">
      <legend className="px-1 font-semibold">Line {index + 1}</legend>
      <TextInput
        label="Product"
        value={line.productName}
        // A product typed by hand is found by its name; the request's address no longer says which it is.
        onValue={(productName) => onChange({ productName, slug: undefined })}
        list={catalogueId && `${catalogueId}-products`}
        error={error('productName')}
      />
      <TextInput
        label="Unit"
        value={line.unitName}
        onValue={(unitName) => onChange({ unitName })}
        list={catalogueId && `${catalogueId}-units`}
        error={error('unitName')}
      />
      <TextInput
        label="Quantity"
        inputMode="decimal"
        value={line.quantity}
        onValue={(quantity) => onChange({ quantity })}
        error={error('quantity')}
      />
      <TextInput
        label="Unit price ($)"
        inputMode="decimal"
        value={shownPrice(line, prices)}
        onValue={(price) => onChange({ price, priceTyped: true })}
        hint={linePriceHint(line, prices)}
        error={error('unitPriceCents') && quoteFieldTexts.amount}
      />
      <button type="button" className={smallButton} onClick={onRemove}>
        Remove line {index + 1}
      </button>
    </fieldset>
  )
}

/** The catalogue's product and unit names the line fields suggest (one list each for the whole form). */
export function CatalogueSuggestions({ id, prices }: { id: string; prices: QuotePricesAnswer }) {
  const products = [...new Set(prices.units.map((unit) => unit.productName))]
  const units = [...new Set(prices.units.map((unit) => unit.unitName))]
  return (
    <>
      <datalist id={`${id}-products`}>
        {products.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <datalist id={`${id}-units`}>
        {units.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  )
}
