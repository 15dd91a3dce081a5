import spriteUrl from './product-art.svg'

/**
 * Our illustration of a product group, keyed by its slug; decorative. The five drawings are one cached file of
 * symbols (product-art.svg), not script: the home page's JavaScript does not carry them.
 */
export function ProductArt({ slug, className }: { slug: string; className?: string }) {
  return (
    <svg viewBox="0 0 160 100" className={className} aria-hidden="true" focusable="false">
      <use href={`${spriteUrl}#${slug}`} />
    </svg>
  )
}
