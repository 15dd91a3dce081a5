import { ArrowRightIcon } from '#app/components/icons.tsx'
import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import { catalogTexts } from '#domain/catalogue/texts.ts'
import type { GroupSummary } from '#server/services/catalog/types.ts'
import { CatalogImage } from './catalog-image.tsx'

/** A product category in the /products grid: picture, name (the link, stretched over the card) and summary. */
export function GroupCard({ group, eager }: { group: GroupSummary; eager: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-ink/10 bg-white shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg">
      <CatalogImage image={group.image} eager={eager} className="aspect-[8/5] object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-bold text-brand">
          <PrefetchLink
            to={group.href}
            className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
          >
            {group.name}
          </PrefetchLink>
        </h3>
        <p className="mt-2 flex-1">{group.summary}</p>
        <span aria-hidden="true" className="mt-4 inline-flex items-center gap-2 font-semibold text-brand">
          {catalogTexts.viewProducts} <ArrowRightIcon />
        </span>
      </div>
    </article>
  )
}
