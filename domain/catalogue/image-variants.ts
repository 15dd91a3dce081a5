import type { ImageVariant, StoredImage } from '#domain/media/media.ts'

/** The widths uploads are re-encoded to (WebP); never wider than the original. */
export const variantWidths = [400, 800, 1600] as const

/** The width a page shows by default: wide enough for a card or a column on a high-density screen. */
const preferredWidth = 800

/**
 * The widths to make from an original `width` pixels wide: each standard width it reaches, or just its own width
 * when it is narrower than the smallest, so there is always one variant and nothing is upscaled.
 */
export function widthsFor(width: number): number[] {
  const reached = variantWidths.filter((candidate) => candidate <= width)
  return reached.length > 0 ? reached : [width]
}

/** The variant a record keeps as its `url`: the 800 px one, else the largest. */
export function displayVariant(variants: readonly ImageVariant[]): ImageVariant | undefined {
  const sorted = [...variants].sort((a, b) => a.width - b.width)
  return sorted.find((variant) => variant.width === preferredWidth) ?? sorted.at(-1)
}

/** What a record stores when staff pick an upload; width and height are the shown variant's, so nothing shifts. */
export function storedImageOf(alt: string, variants: ImageVariant[]): StoredImage {
  const shown = displayVariant(variants)
  if (!shown) throw new Error('An upload without variants cannot be shown')
  return { url: shown.url, alt, width: shown.width, height: shown.height, variants }
}

/** `srcset` for an image with variants (`/media/a-400.webp 400w, …`); undefined without them. */
export function srcSetOf(image: Pick<StoredImage, 'variants'>): string | undefined {
  if (!image.variants || image.variants.length < 2) return undefined
  return [...image.variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ')
}

/**
 * `srcset` and `sizes` for an `<img>`, both or neither: `sizes` alone is invalid HTML, and React would also copy it
 * into an `imagesizes` preload without `imagesrcset`.
 */
export function responsiveSources(
  image: Pick<StoredImage, 'variants'>,
  sizes: string,
): { srcSet?: string; sizes?: string } {
  const srcSet = srcSetOf(image)
  return srcSet ? { srcSet, sizes } : {}
}

/** The public address of an upload's storage key (`media/a-800.webp` → `/media/a-800.webp`). */
export const mediaUrlOf = (storageKey: string) => `/${storageKey}`
