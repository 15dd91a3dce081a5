import { itemButtonLabels } from '#domain/my-list/format.ts'
import { type MyListItem, canDecrease, canIncrease, useMyListStore } from '#app/stores/my-list.ts'
import { TypedQuantity } from './typed-quantity.tsx'

const stepButton =
  'grid size-8 shrink-0 place-items-center rounded-full border-2 border-brand text-lg leading-none font-bold text-brand hover:bg-brand hover:text-white focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-transparent'

/**
 * Minus, the quantity, plus (plus stops at 6, minus at minQty: docs/product.md), and beside them the quantity can be typed
 * up to the unit's maximum (ADR 0030). The small variant, in the sidebar, is at most 150 px wide. The quantity with
 * its unit is written beside the product's name (ListTable).
 */
export function QuantityControl({ item, small = false }: { item: MyListItem; small?: boolean }) {
  const labels = itemButtonLabels(item)
  const { add, removeOne } = useMyListStore.getState()
  return (
    <div
      className={`flex flex-wrap items-start justify-between gap-1 ${small ? 'max-w-[150px]' : 'max-w-[180px]'}`}
    >
      <button
        type="button"
        className={stepButton}
        aria-label={labels.decrease}
        disabled={!canDecrease(item)}
        onClick={() => removeOne(item)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <TypedQuantity item={item} small={small} />
      <button
        type="button"
        className={stepButton}
        aria-label={labels.increase}
        disabled={!canIncrease(item)}
        onClick={() => void add(item)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  )
}
