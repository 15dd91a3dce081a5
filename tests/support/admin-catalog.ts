import type { AdminProduct, AdminProductGroup } from '#domain/catalogue/admin-answers.ts'
import type { ProductGroupInput, ProductInput } from '#domain/catalogue/admin-schemas.ts'
import { createStaff } from './seed.ts'
import type { TestApp } from './test-app.ts'

let counter = 0
/** A slug no other test in the file uses. */
export const uniqueSlug = (base: string) => `${base}-${Date.now().toString(36)}-${++counter}`

export const groupInput = (overrides: Partial<ProductGroupInput> = {}): ProductGroupInput => ({
  name: 'Winter Blends',
  slug: uniqueSlug('winter-blends'),
  summary: 'Blends for cold nights.',
  descriptionHtml: '<p>Mixed for <strong>deep cold</strong>.</p>',
  image: null,
  sortOrder: 10,
  published: true,
  ...overrides,
})

export const productInput = (groupId: number, overrides: Partial<ProductInput> = {}): ProductInput => ({
  name: 'Glacier Grit',
  slug: uniqueSlug('glacier-grit'),
  groupId,
  summary: 'Coarse salt for steep driveways.',
  descriptionHtml: '<p>Bites into ice.</p>',
  specs: [{ label: 'Grain size', value: '4–10 mm' }],
  units: [{ unitName: 'tonne', minQty: 2, customSize: false }],
  images: [{ url: '/images/products/rock-salt.svg', alt: 'A pile of coarse salt', width: 800, height: 600 }],
  documentIds: [],
  stock: [],
  featured: false,
  sortOrder: 5,
  published: true,
  ...overrides,
})

/** An editor's session and the catalogue calls, answering typed bodies. */
export async function catalogEditor(app: TestApp, level = 3000) {
  const staff = await createStaff(app.deps.db, level)
  const token = await app.api.signIn(staff.eMail, staff.password)
  const send = (method: string, path: string, json?: unknown) =>
    app.api.request(path, { method, token, ...(json === undefined ? {} : { json }) })
  return {
    staff,
    token,
    send,
    async createGroup(overrides: Partial<ProductGroupInput> = {}) {
      const response = await send('POST', '/api/salt/admin/productgroups', groupInput(overrides))
      if (response.status !== 201) throw new Error(`group not created: ${JSON.stringify(response.body)}`)
      return response.body as AdminProductGroup
    },
    async createProduct(groupId: number, overrides: Partial<ProductInput> = {}) {
      const response = await send('POST', '/api/salt/admin/products', productInput(groupId, overrides))
      if (response.status !== 201) throw new Error(`product not created: ${JSON.stringify(response.body)}`)
      return response.body as AdminProduct
    },
    /** A product's saved state as a PUT body, with changes. */
    editBody: (product: AdminProduct, changes: Partial<ProductInput & { version: number }> = {}) => {
      const { id: _id, href: _href, documents: _documents, ...body } = product
      return { ...body, ...changes }
    },
  }
}
