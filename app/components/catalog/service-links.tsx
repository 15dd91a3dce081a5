import { ArrowRightIcon } from '#app/components/icons.tsx'
import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import { serviceLinks } from '#domain/site/links.ts'
import { catalogTexts, serviceSummaries } from '#domain/catalogue/texts.ts'

/** The three services beside the product categories: Salt Card Pick Up, Delivery Service, Supply & Spread. */
export function ServiceLinks() {
  return (
    <section aria-labelledby="services-heading" className="border-t border-ink/10">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="services-heading" className="text-2xl font-extrabold">
          {catalogTexts.servicesHeading}
        </h2>
        <p className="mt-2 text-ink/85">{catalogTexts.servicesIntro}</p>
        <ul className="mt-6 grid grid-cols-1 gap-4 min-[769px]:grid-cols-3">
          {serviceLinks.map((service) => (
            <li key={service.href}>
              <PrefetchLink
                to={service.href}
                className="group flex h-full flex-col rounded-lg border border-ink/10 bg-white p-6 shadow-sm transition-shadow hover:shadow-lg"
              >
                <span className="text-xl font-bold text-brand group-hover:underline">{service.label}</span>
                <span className="mt-2 flex-1">{serviceSummaries[service.href]}</span>
                <span
                  aria-hidden="true"
                  className="mt-4 inline-flex items-center gap-2 font-semibold text-brand"
                >
                  {catalogTexts.findOutMore} <ArrowRightIcon />
                </span>
              </PrefetchLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
