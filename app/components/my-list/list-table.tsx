import { CloseIcon } from '#app/components/icons.tsx'
import { itemButtonLabels, itemQuantityText } from '#domain/my-list/format.ts'
import { itemKey } from '#domain/my-list/rules.ts'
import { type MyListItem, useMyListStore } from '#app/stores/my-list.ts'
import { QuantityControl } from './quantity-control.tsx'

interface ListTableProps {
  items: MyListItem[]
  /** The sidebar's narrow table (small images, the small quantity control, no visible headings). */
  compact?: boolean
}

/** Image, product name, quantity with minus and plus, and remove; the sidebar and /my-list share it. */
export function ListTable({ items, compact = false }: ListTableProps) {
  const imageSize = compact ? 48 : 64
  const cell = compact ? 'py-3 pr-2' : 'py-4 pr-3'
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">Items in My List</caption>
      <thead
        className={compact ? 'sr-only' : 'border-b-2 border-brand/20 text-[0.8rem] text-ink/70 uppercase'}
      >
        <tr>
          <th scope="col" className={`${cell} font-semibold`}>
            <span className="sr-only">Image</span>
          </th>
          <th scope="col" className={`${cell} font-semibold`}>
            Product
          </th>
          <th scope="col" className={`${cell} font-semibold`}>
            Quantity
          </th>
          <th scope="col" className={`${cell} font-semibold`}>
            <span className="sr-only">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink/10">
        {items.map((item) => (
          <tr key={itemKey(item)} className="align-middle">
            <td className={cell} style={{ width: imageSize + 8 }}>
              {item.imgUrl ? (
                <img
                  src={item.imgUrl}
                  alt=""
                  width={imageSize}
                  height={imageSize}
                  loading="lazy"
                  className="rounded border border-ink/10 bg-salt object-cover"
                  style={{ width: imageSize, height: imageSize }}
                />
              ) : (
                <span className="block rounded bg-salt" style={{ width: imageSize, height: imageSize }} />
              )}
            </td>
            <th scope="row" className={`${cell} text-left`}>
              <span className={`block leading-snug font-semibold ${compact ? 'text-[0.9rem]' : ''}`}>
                {item.productName}
              </span>
              {/* The quantity with its unit; said again whenever minus or plus changes it. */}
              <span
                aria-live="polite"
                className={`mt-0.5 block leading-snug font-normal text-ink/75 ${compact ? 'text-[0.8rem]' : 'text-[0.9rem]'}`}
              >
                {itemQuantityText(item)}
              </span>
            </th>
            <td className={cell} style={{ width: compact ? 150 : 180 }}>
              <QuantityControl item={item} small={compact} />
            </td>
            <td className={`${cell} w-10 pr-0 text-right`}>
              <button
                type="button"
                aria-label={itemButtonLabels(item).remove}
                onClick={() => useMyListStore.getState().remove(item)}
                className="grid size-9 place-items-center rounded-full text-xl text-ink/60 hover:bg-danger/10 hover:text-danger focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none"
              >
                <CloseIcon />
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
