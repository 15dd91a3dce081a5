import { responsiveSources } from '#domain/catalogue/image-variants.ts'
import type { StoredImage } from '#domain/media/media.ts'

interface CatalogImageProps {
  image: StoredImage | null
  /** Images in view on arrival load at once; the rest wait until scrolled near. */
  eager?: boolean
  /** The page's largest picture in view on arrival (its LCP element): fetched before the other images. */
  lcp?: boolean
  className?: string
  /** How wide the image shows, for choosing among uploaded variants; the default fits the card grids. */
  sizes?: string
}

/** A product or group picture at its intrinsic size (width and height set, so nothing shifts as it loads). */
export function CatalogImage({
  image,
  eager = false,
  lcp = false,
  className = '',
  sizes = '(min-width: 1024px) 33vw, (min-width: 576px) 50vw, 100vw',
}: CatalogImageProps) {
  if (!image) return <div aria-hidden="true" className={`aspect-[4/3] bg-salt ${className}`} />
  return (
    <img
      src={image.url}
      {...responsiveSources(image, sizes)}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager || lcp ? 'eager' : 'lazy'}
      fetchPriority={lcp ? 'high' : undefined}
      decoding="async"
      className={`h-auto w-full bg-salt ${className}`}
    />
  )
}
