import type { AdminLocation } from '#domain/locations/schemas.ts'

/** Beside the yard's name: its public page (a new tab, so the form stays), or that the site hides it. */
export function YardPageLink({ yard }: { yard: Pick<AdminLocation, 'published' | 'slug'> }) {
  return yard.published ? (
    <a
      href={`/location/${yard.slug}`}
      target="_blank"
      rel="noopener"
      className="text-[0.9rem] font-semibold text-brand underline underline-offset-2"
    >
      View the public page<span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : (
    <span className="rounded bg-slate-200 px-2 py-1 text-[0.85rem] font-semibold">Hidden from the site</span>
  )
}
