import type { QuantityStep } from '#domain/kernel/enums.ts'
import type { StockStatus } from '#domain/locations/hours.ts'
import type { ProductSpec, StoredImage } from '#server/db/schema.ts'

/** What catalogue pages receive; plain data, so loaders pass it to the browser as is. */

export interface GroupSummary {
  slug: string
  name: string
  summary: string
  image: StoredImage | null
  href: string
}

export interface UnitOption {
  unitName: string
  minQty: number
  customSize: boolean
  /** The unit's range for a typed quantity in My List (ADR 0030). */
  maxQty: number
  quantityStep: QuantityStep
}

export interface ProductSummary {
  slug: string
  name: string
  summary: string
  image: StoredImage | null
  featured: boolean
  href: string
  units: UnitOption[]
}

export interface GroupPage {
  group: GroupSummary & { descriptionHtml: string }
  products: ProductSummary[]
}

export interface DocumentLink {
  slug: string
  title: string
  category: string
  fileName: string
  mimeType: string
  sizeBytes: number
  href: string
}

export interface LocationStock {
  slug: string
  locationName: string
  href: string
  status: StockStatus
}

export interface ProductPage {
  slug: string
  name: string
  summary: string
  /** Sanitized HTML. */
  descriptionHtml: string
  specs: ProductSpec[]
  images: StoredImage[]
  href: string
  group: { slug: string; name: string; href: string }
  units: UnitOption[]
  documents: DocumentLink[]
  availability: LocationStock[]
}

export interface DocumentListing extends DocumentLink {
  products: Array<{ name: string; href: string }>
}
