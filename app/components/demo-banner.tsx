import { usePublicConfig } from '#app/components/use-root-data.ts'
import { demoBannerText } from '#domain/site/shop-mode-texts.ts'

/**
 * The demo run's strip above the top bar, on every page (our addition, not the original site's). Rendered on the server
 * with the first paint, so it never pushes the page down later; plain text, no control, nothing to dismiss.
 */
export function DemoBanner() {
  const { shopMode } = usePublicConfig()
  if (shopMode !== 'demo') return null
  return (
    <p className="bg-accent px-4 py-0.5 text-center text-[0.8rem] leading-5 font-semibold text-ink">
      {demoBannerText}
    </p>
  )
}
