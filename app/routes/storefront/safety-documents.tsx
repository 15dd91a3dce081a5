import type { Route } from './+types/safety-documents'
import { DocumentLinkItem } from '#app/components/catalog/document-list.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import { groupByCategory } from '#domain/catalogue/document-groups.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { catalogTexts } from '#domain/catalogue/texts.ts'

export async function loader({ context }: Route.LoaderArgs) {
  return { documents: await context.queries.catalog.documents() }
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: catalogTexts.safetyTitle,
    description: catalogTexts.safetyDescription,
  })

/** Every published document, grouped by category, each with the products it is for. */
export default function SafetyDocuments({ loaderData }: Route.ComponentProps) {
  const categories = groupByCategory(loaderData.documents)
  return (
    <>
      <PageHeader
        eyebrow={catalogTexts.safetyEyebrow}
        title={catalogTexts.safetyTitle}
        intro={catalogTexts.safetyIntro}
      />
      <div className="mx-auto max-w-7xl px-4 py-12">
        {categories.length === 0 && <p>{catalogTexts.noDocuments}</p>}
        {categories.map(({ heading, id, documents }) => (
          <section key={id} aria-labelledby={id} className="mt-10 first:mt-0">
            <h2 id={id} className="text-2xl font-extrabold">
              {heading}
            </h2>
            <ul className="mt-4 grid gap-4 min-[769px]:grid-cols-2">
              {documents.map((document) => (
                <li key={document.slug} className="rounded-lg border border-ink/10 bg-white p-5 shadow-sm">
                  <DocumentLinkItem document={document} />
                  {document.products.length > 0 && (
                    <div className="mt-3 pl-8 text-sm">
                      <p className="font-semibold text-ink/80">{catalogTexts.forProducts}:</p>
                      <ul className="mt-1.5 flex flex-wrap gap-2">
                        {document.products.map((product) => (
                          <li key={product.href}>
                            <PrefetchLink
                              to={product.href}
                              className="inline-block rounded-md bg-salt px-2.5 py-1 text-brand underline-offset-2 hover:underline"
                            >
                              {product.name}
                            </PrefetchLink>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}
