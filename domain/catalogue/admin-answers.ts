import type { QuantityStep } from '#domain/kernel/enums.ts'
import type { StockStatus } from '#domain/locations/hours.ts'
import type { DocumentRef, StoredImage } from '#domain/media/media.ts'
import { slugify } from '#domain/kernel/slug.ts'

/** What the catalogue admin API answers; the forms start from these. */

export interface AdminProductGroupRow {
  id: number
  name: string
  slug: string
  sortOrder: number
  published: boolean
  productCount: number
  updatedAt: string
}

export interface AdminProductGroup {
  id: number
  version: number
  name: string
  slug: string
  summary: string
  descriptionHtml: string
  image: StoredImage | null
  sortOrder: number
  published: boolean
  productCount: number
  /** The public page's path. */
  href: string
}

export interface AdminProductRow {
  id: number
  name: string
  slug: string
  groupId: number
  groupName: string
  sortOrder: number
  published: boolean
  featured: boolean
  updatedAt: string
}

export interface AdminProduct {
  id: number
  version: number
  name: string
  slug: string
  groupId: number
  summary: string
  descriptionHtml: string
  specs: Array<{ label: string; value: string }>
  units: Array<{
    unitName: string
    minQty: number
    customSize: boolean
    maxQty: number
    quantityStep: QuantityStep
  }>
  images: StoredImage[]
  documentIds: number[]
  /** The linked documents, for the form's list. */
  documents: DocumentRef[]
  stock: Array<{ locationId: number; status: StockStatus }>
  featured: boolean
  sortOrder: number
  published: boolean
  href: string
}

/** The choices of the product form: groups to file it under, yards to stock it at. */
export interface AdminProductOptions {
  groups: Array<{ id: number; name: string }>
  locations: Array<{ id: number; name: string }>
}

/**
 * A new record's slug follows its name until staff type a slug of their own: while the slug is empty or still what
 * the old name gave, it becomes what the new name gives.
 */
export function followNameSlug(previousName: string, nextName: string, slug: string): string {
  return slug === '' || slug === slugify(previousName) ? slugify(nextName) : slug
}

/** Moves the item at `index` one place up (-1) or down (+1); a move past either end changes nothing. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items]
  const next = [...items]
  ;[next[index], next[target]] = [next[target] as T, next[index] as T]
  return next
}

/** Stock at one yard as the form's select shows it; 'none' is "not carried" (no row). */
export type StockChoice = StockStatus | 'none'

export function withStockChoice(
  stock: AdminProduct['stock'],
  locationId: number,
  choice: StockChoice,
): AdminProduct['stock'] {
  const others = stock.filter((row) => row.locationId !== locationId)
  return choice === 'none' ? others : [...others, { locationId, status: choice }]
}

/** A product group form's values: the saved record's fields (id null until created). */
export type GroupFormValues = Omit<AdminProductGroup, 'id' | 'productCount' | 'href'> & { id: number | null }

export function groupFormValues(record: AdminProductGroup | null): GroupFormValues {
  if (!record)
    return {
      id: null,
      version: 0,
      name: '',
      slug: '',
      summary: '',
      descriptionHtml: '',
      image: null,
      sortOrder: 0,
      published: true,
    }
  const { productCount: _count, href: _href, ...values } = record
  return values
}

/** A product form's values; `groupId` 0 is "no group chosen yet". */
export type ProductFormValues = Omit<AdminProduct, 'id' | 'href'> & { id: number | null }

export function productFormValues(record: AdminProduct | null): ProductFormValues {
  if (!record)
    return {
      id: null,
      version: 0,
      name: '',
      slug: '',
      groupId: 0,
      summary: '',
      descriptionHtml: '',
      specs: [],
      units: [],
      images: [],
      documentIds: [],
      documents: [],
      stock: [],
      featured: false,
      sortOrder: 0,
      published: false,
    }
  const { href: _href, ...values } = record
  return values
}
