import { Suspense, lazy, useState } from 'react'
import { secondaryButton } from '#app/components/ui/buttons.ts'
import { useAuthStore } from '#app/stores/auth.ts'
import type { MyListItem } from '#app/stores/my-list.ts'
import { priceTexts } from '#domain/prices/texts.ts'

/** Its own chunk, fetched when the customer asks for the estimate: My List's first load carries none of it. */
const ListEstimate = lazy(() => import('./list-estimate.tsx'))

/** My List's estimated total for a signed-in customer (ADR 0036), on demand. */
export function ListEstimateGate({ items }: { items: MyListItem[] }) {
  const token = useAuthStore((state) => state.token)
  const [open, setOpen] = useState(false)
  if (!token) return null
  if (!open)
    return (
      <button type="button" className={`${secondaryButton} self-start`} onClick={() => setOpen(true)}>
        {priceTexts.estimateShow}
      </button>
    )
  return (
    <Suspense fallback={<p role="status">{priceTexts.estimateLoading}</p>}>
      <ListEstimate items={items} />
    </Suspense>
  )
}
