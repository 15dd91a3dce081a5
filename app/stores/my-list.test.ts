import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApiClient } from '#app/lib/api-client.ts'
import { seedListCatalog } from '#tests/support/my-list.ts'
import { type TestApp, startTestApp } from '#tests/support/test-app.ts'
import {
  type MyListItem,
  type NewMyListItem,
  canDecrease,
  canIncrease,
  followOtherTabs,
  myListStorageKey,
  selectMyListCount,
  useMyListStore,
} from './my-list.ts'

/** The browser's localStorage, in memory: the one thing a Node test has to stand in for. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, String(value)),
    removeItem: (key: string) => void data.delete(key),
    stored: (): MyListItem[] => JSON.parse(data.get(myListStorageKey) ?? 'null') as MyListItem[],
  }
}

const rockSaltTonne: NewMyListItem = {
  slug: 'rock-salt',
  unitName: 'tonne',
  imgUrl: '/images/products/rock-salt.svg',
  productName: 'Rock Salt',
  minQty: 3,
  customSize: false,
  quantityStep: 'whole',
}
/** As the test catalogue (seedListCatalog) has it, so a recover's check keeps it unchanged. */
const brineTote: NewMyListItem = {
  slug: 'list-brine',
  unitName: '1,000 L tote',
  imgUrl: '',
  productName: 'Salt Brine',
  minQty: 1,
  customSize: true,
  maxQty: 6,
  quantityStep: 'whole',
}

const store = () => useMyListStore.getState()

/** The real API on a fresh database with a small catalogue: recover asks it which items are still offered. */
let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
  await seedListCatalog(app.deps.db)
  configureApiClient({ baseUrl: app.url })
})
afterAll(async () => {
  await app.close()
})

beforeEach(() => {
  useMyListStore.setState({ items: [], recovered: false })
})
afterEach(() => {
  vi.unstubAllGlobals()
  configureApiClient({ baseUrl: app.url })
})

/** Puts `items` into the store and into a fresh storage, as if the page had just recovered them. */
function startWith(items: MyListItem[]) {
  const storage = memoryStorage({ [myListStorageKey]: JSON.stringify(items) })
  vi.stubGlobal('localStorage', storage)
  useMyListStore.setState({ items, recovered: true })
  return storage
}

describe('My List add', () => {
  it('appends a new item with its minimum quantity and stores the list', async () => {
    const storage = memoryStorage()
    vi.stubGlobal('localStorage', storage)
    await store().add(rockSaltTonne)
    expect(store().items).toEqual([{ ...rockSaltTonne, quantity: 3 }])
    expect(storage.stored()).toEqual([{ ...rockSaltTonne, quantity: 3 }])
  })

  it('raises the quantity by one when the same slug and unit are added again', async () => {
    const storage = memoryStorage()
    vi.stubGlobal('localStorage', storage)
    await store().add(rockSaltTonne)
    await store().add(rockSaltTonne)
    expect(store().items).toEqual([{ ...rockSaltTonne, quantity: 4 }])
    expect(storage.stored()).toEqual(store().items)
  })

  it('keeps the same product in another unit, and another product, as separate items in order', async () => {
    vi.stubGlobal('localStorage', memoryStorage())
    await store().add(rockSaltTonne)
    await store().add(brineTote)
    await store().add({
      ...rockSaltTonne,
      unitName: 'tri-axle load, about 25 t',
      minQty: 1,
      customSize: true,
      quantityStep: 'whole',
    })
    expect(store().items.map((item) => `${item.slug} ${item.unitName} ${item.quantity}`)).toEqual([
      'rock-salt tonne 3',
      'list-brine 1,000 L tote 1',
      'rock-salt tri-axle load, about 25 t 1',
    ])
    expect(selectMyListCount(store())).toBe(3)
  })

  it('starts at 1 when the product has no minimum quantity', async () => {
    vi.stubGlobal('localStorage', memoryStorage())
    await store().add({ ...brineTote, minQty: 0 })
    expect(store().items[0]?.quantity).toBe(1)
  })

  it('an add before the stored list was read waits for it and keeps what was stored', async () => {
    const storage = memoryStorage({ [myListStorageKey]: JSON.stringify([{ ...brineTote, quantity: 2 }]) })
    vi.stubGlobal('localStorage', storage)
    await store().add(rockSaltTonne)
    await store().add(brineTote)
    expect(storage.stored()).toEqual([
      { ...brineTote, quantity: 3 },
      { ...rockSaltTonne, quantity: 3 },
    ])
  })

  it('stops raising the quantity where plus stops (6), so the list stays one the server accepts', async () => {
    startWith([{ ...rockSaltTonne, minQty: 1, quantity: 5 }])
    await store().add(rockSaltTonne)
    expect(store().items[0]?.quantity).toBe(6)
    await store().add(rockSaltTonne)
    expect(store().items[0]?.quantity).toBe(6)
  })

  it('still updates the list when storage refuses to save', async () => {
    vi.stubGlobal('localStorage', {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    })
    await store().add(brineTote)
    expect(store().items).toEqual([{ ...brineTote, quantity: 1 }])
  })
})

describe('My List removeOne, remove and clear', () => {
  it('removeOne lowers the quantity by one and stores the list', () => {
    const storage = startWith([
      { ...rockSaltTonne, quantity: 4 },
      { ...brineTote, quantity: 2 },
    ])
    store().removeOne(rockSaltTonne)
    expect(store().items.map((item) => item.quantity)).toEqual([3, 2])
    expect(storage.stored()).toEqual(store().items)
  })

  it('removeOne deletes the item when its quantity was 1 or less', () => {
    const storage = startWith([
      { ...brineTote, quantity: 1 },
      { ...rockSaltTonne, quantity: 3 },
    ])
    store().removeOne(brineTote)
    expect(store().items).toEqual([{ ...rockSaltTonne, quantity: 3 }])
    expect(storage.stored()).toEqual([{ ...rockSaltTonne, quantity: 3 }])
  })

  it('remove deletes only the item with that slug and unit, whatever its quantity', () => {
    const triAxle = { ...rockSaltTonne, unitName: 'tri-axle load, about 25 t', customSize: true, quantity: 2 }
    const storage = startWith([{ ...rockSaltTonne, quantity: 6 }, triAxle])
    store().remove(rockSaltTonne)
    expect(store().items).toEqual([triAxle])
    expect(storage.stored()).toEqual([triAxle])
  })

  it('clear empties the list and the stored list', () => {
    const storage = startWith([{ ...rockSaltTonne, quantity: 3 }])
    store().clear()
    expect(store().items).toEqual([])
    expect(storage.stored()).toEqual([])
    expect(selectMyListCount(store())).toBe(0)
  })
})

describe('the plus and minus rules', () => {
  it('plus is allowed up to 5 and blocked above, so the control stops at 6', () => {
    expect(canIncrease({ quantity: 1 })).toBe(true)
    expect(canIncrease({ quantity: 5 })).toBe(true)
    expect(canIncrease({ quantity: 6 })).toBe(false)
    // An item whose minimum is above 6 starts there and cannot go higher.
    expect(canIncrease({ quantity: 10 })).toBe(false)
  })

  it('minus is blocked at minQty and allowed above it', () => {
    expect(canDecrease({ quantity: 3, minQty: 3 })).toBe(false)
    expect(canDecrease({ quantity: 4, minQty: 3 })).toBe(true)
    expect(canDecrease({ quantity: 1, minQty: 1 })).toBe(false)
    // Without a minimum, minus at 1 is removeOne's "delete when 1 or less".
    expect(canDecrease({ quantity: 1, minQty: 0 })).toBe(true)
  })
})

describe('My List recover', () => {
  const gone: MyListItem = {
    ...rockSaltTonne,
    slug: 'discontinued-salt',
    productName: 'Old Salt',
    quantity: 2,
  }

  it('reads the stored list and drops the items the catalogue no longer offers', async () => {
    const item = (slug: string, unitName: string, productName: string): MyListItem => ({
      slug,
      unitName,
      productName,
      quantity: 2,
      imgUrl: '',
      minQty: 1,
      customSize: false,
      quantityStep: 'whole',
    })
    const storage = memoryStorage({
      [myListStorageKey]: JSON.stringify([
        item('list-rock-salt', 'tonne', 'Rock salt (old name)'),
        item('list-retired', 'bag', 'Retired Salt'), // unpublished since it was added
        item('list-rock-salt', 'barrel', 'Treated Rock Salt'), // a unit no longer sold
        item('list-bulk-order', 'tonne', 'Bulk Order Salt'), // its minimum rose to 10
        item('discontinued-salt', 'tonne', 'Old Salt'),
      ]),
    })
    vi.stubGlobal('localStorage', storage)
    await store().recover()
    // Names and minimums come from the catalogue as it is now.
    expect(
      store().items.map((entry) => [entry.productName, entry.unitName, entry.quantity, entry.minQty]),
    ).toEqual([
      ['Treated Rock Salt <Premium>', 'tonne', 2, 1],
      ['Bulk Order Salt', 'tonne', 10, 10],
    ])
    expect(storage.stored()).toEqual(store().items)
  })

  it('keeps the list as stored when the check cannot be made (offline)', async () => {
    configureApiClient({ baseUrl: 'http://127.0.0.1:9' })
    const storage = memoryStorage({ [myListStorageKey]: JSON.stringify([gone]) })
    vi.stubGlobal('localStorage', storage)
    await store().recover()
    expect(store().items).toEqual([gone])
    expect(store().recovered).toBe(true)
  })

  it('starts empty from nothing stored, or from something unreadable', async () => {
    vi.stubGlobal('localStorage', memoryStorage())
    await store().recover()
    expect(store().items).toEqual([])
    vi.stubGlobal('localStorage', memoryStorage({ [myListStorageKey]: '{not json' }))
    await store().recover()
    expect(store().items).toEqual([])
  })
})

describe('other open tabs', () => {
  /** What the browser does in this tab when another tab writes storage. */
  const storageEvent = (key: string | null, newValue: string | null) =>
    Object.assign(new Event('storage'), { key, newValue })

  it('takes the list another tab wrote, and nothing else', async () => {
    const target = new EventTarget()
    const stop = followOtherTabs(target)
    target.dispatchEvent(storageEvent(myListStorageKey, JSON.stringify([{ ...brineTote, quantity: 3 }])))
    await vi.waitFor(() => expect(store().items).toEqual([{ ...brineTote, quantity: 3 }]))
    target.dispatchEvent(storageEvent('token', 'abc'))
    // All storage cleared elsewhere (key null): the list is empty here too.
    target.dispatchEvent(storageEvent(null, null))
    await vi.waitFor(() => expect(store().items).toEqual([]))
    stop()
    target.dispatchEvent(storageEvent(myListStorageKey, JSON.stringify([{ ...brineTote, quantity: 3 }])))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(store().items).toEqual([])
  })
})
