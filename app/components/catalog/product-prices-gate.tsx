import { Suspense, lazy } from 'react'
import { useAuthStore } from '#app/stores/auth.ts'
import type { ProductPricesAnswer } from '#domain/prices/answers.ts'
import { useHydrating } from '#app/components/use-hydrating.ts'

/** Its own chunk: a visitor's first load of a product without public prices fetches none of it (the budgets). */
const ProductPrices = lazy(() => import('./product-prices.tsx'))

/**
 * The product page's prices, when there may be some: public list prices in the page, or a session in this browser
 * (known after hydration, so server and browser render the same HTML first).
 */
export function ProductPricesGate(props: { slug: string; publicPrices: ProductPricesAnswer }) {
  const token = useAuthStore((state) => state.token)
  const hydrating = useHydrating()
  if (props.publicPrices.prices.length === 0 && (hydrating || !token)) return null
  return (
    <Suspense fallback={null}>
      <ProductPrices {...props} />
    </Suspense>
  )
}
