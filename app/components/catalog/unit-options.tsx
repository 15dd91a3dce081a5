import { useState } from 'react'
import { formatUnitQuantity } from '#domain/catalogue/unit-quantity.ts'
import { catalogTexts } from '#domain/catalogue/texts.ts'
import { useMyListStore } from '#app/stores/my-list.ts'
import { useMenuStore } from '#app/stores/menu.ts'
import type { ProductPage } from '#server/services/catalog/types.ts'
import { ListIcon } from '#app/components/icons.tsx'
import { sidebarContents } from '#app/components/my-list-sidebar.tsx'

/**
 * The ways a product is sold, each with its minimum order and an "Add to My List" button (the list store's
 * add). What was added is said in a polite live region; the top bar's count changes with it.
 */
export function UnitOptions({ product }: { product: ProductPage }) {
  const [announcement, setAnnouncement] = useState('')
  const add = async (unit: ProductPage['units'][number]) => {
    await useMyListStore.getState().add({
      slug: product.slug,
      unitName: unit.unitName,
      imgUrl: product.images[0]?.url ?? '',
      productName: product.name,
      minQty: unit.minQty,
      customSize: unit.customSize,
      maxQty: unit.maxQty,
      quantityStep: unit.quantityStep,
    })
    // The sidebar opens to show what was added.
    useMenuStore.getState().openSidebar()
    const item = useMyListStore
      .getState()
      .items.find((entry) => entry.slug === product.slug && entry.unitName === unit.unitName)
    if (item) {
      setAnnouncement(
        catalogTexts.added(product.name, formatUnitQuantity(item.quantity, item.unitName, item.customSize)),
      )
    }
  }

  return (
    <section aria-labelledby="units-heading" className="rounded-lg border border-ink/10 bg-salt p-5">
      <h2 id="units-heading" className="text-lg font-bold">
        {catalogTexts.orderingHeading}
      </h2>
      <ul className="mt-3 divide-y divide-ink/10">
        {product.units.map((unit) => (
          <li
            key={unit.unitName}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
          >
            <div>
              <p className="font-semibold first-letter:uppercase">{unit.unitName}</p>
              <p className="text-sm text-ink/80">
                {catalogTexts.minimumHeading}:{' '}
                {formatUnitQuantity(unit.minQty, unit.unitName, unit.customSize)}
              </p>
            </div>
            <button
              type="button"
              onClick={() => void add(unit)}
              onPointerEnter={sidebarContents.module.prefetch}
              onFocus={sidebarContents.module.prefetch}
              aria-label={`${catalogTexts.addToMyList}: ${unit.unitName}`}
              className="inline-flex items-center gap-2 rounded bg-accent px-4 py-2 font-semibold text-ink shadow-sm hover:bg-[#f0b43a] active:translate-y-px"
            >
              <ListIcon />
              {catalogTexts.addToMyList}
            </button>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink/80">{catalogTexts.orderingNote}</p>
      <p role="status" aria-live="polite" className="mt-2 min-h-[1.5em] text-sm font-semibold text-brand">
        {announcement}
      </p>
    </section>
  )
}
