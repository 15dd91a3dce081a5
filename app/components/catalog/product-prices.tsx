import { useEffect, useState } from 'react'
import { apiGet } from '#app/lib/api-client.ts'
import { useAuthStore } from '#app/stores/auth.ts'
import type { ProductPricesAnswer } from '#domain/prices/answers.ts'
import { priceTexts } from '#domain/prices/texts.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'

/**
 * Prices on a product page (ADR 0031), loaded by product-prices-gate.tsx only where there are some to show. Visitors
 * get the list prices in the page only when staff made them public (the cached page carries them); a signed-in
 * customer's own prices are asked for after the page loads, so the page stays the same for everyone and cacheable.
 */
export default function ProductPrices({
  slug,
  publicPrices,
}: {
  slug: string
  publicPrices: ProductPricesAnswer
}) {
  const token = useAuthStore((state) => state.token)
  // Kept with the product and session it was asked for, so another product or a sign-out never shows it.
  const [answered, setAnswered] = useState<{ key: string; answer: ProductPricesAnswer } | null>(null)
  const key = `${slug} ${token ?? ''}`
  useEffect(() => {
    if (!token) return
    const controller = new AbortController()
    apiGet<ProductPricesAnswer>(`/api/salt/prices/products/${slug}`, { signal: controller.signal }).then(
      (answer) => setAnswered({ key: `${slug} ${token}`, answer }),
      () => undefined,
    )
    return () => controller.abort()
  }, [slug, token])
  const own = token && answered?.key === key ? answered.answer : null
  const shown = own ?? publicPrices
  if (shown.prices.length === 0) return null
  const label = own ? priceTexts.yourPriceAt : priceTexts.priceAt
  return (
    <section aria-labelledby="prices-heading" className="mt-6 rounded-lg border border-ink/10 p-5">
      <h2 id="prices-heading" className="text-lg font-bold">
        {priceTexts.pricesHeading}
      </h2>
      <ul className="mt-2 divide-y divide-ink/10">
        {shown.prices.map((price) => (
          <li key={`${price.locationSlug}/${price.unitName}`} className="py-2">
            {label(price.locationName)}: <strong>{formatCents(price.cents)}</strong>{' '}
            {priceTexts.perUnit(price.unitName)}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-ink/80">
        {priceTexts.taxesApart(priceTexts.rate(shown.hstRateBasisPoints))}
      </p>
    </section>
  )
}
