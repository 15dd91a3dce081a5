/** An image of our own (under /images or an upload), with its intrinsic size so pages never shift. */
export interface StoredImage {
  url: string
  alt: string
  width: number
  height: number
  /** Uploaded images come in several widths (WebP, 400/800/1600 px); pages offer them as a srcset. */
  variants?: ImageVariant[]
}

export interface ImageVariant {
  url: string
  width: number
  height: number
}

/** A document (a safety data sheet PDF) as the product form and the docManager popup list it. */
export interface DocumentRef {
  id: number
  title: string
  fileName: string
  sizeBytes: number
}
