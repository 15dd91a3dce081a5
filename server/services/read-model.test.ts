import { describe, expect, test } from 'vitest'
import { createContentChanges } from './content-changes.ts'
import { type ReadsExpiry, createReadModel, trackReads } from './read-model.ts'

function setUp(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let time = 1_000
  const changes = createContentChanges()
  const model = createReadModel({ ttlMs: 5_000, changes, now: () => time, ...options })
  let queries = 0
  const read = (key = 'groups') =>
    model.remember(key, async () => {
      queries += 1
      return { key, query: queries, items: [{ name: 'Rock Salt' }] }
    })
  return {
    model,
    changes,
    read,
    queries: () => queries,
    advance: (ms: number) => {
      time += ms
    },
  }
}

describe('read model', () => {
  test('answers from memory within the TTL, and reads again once it has run out', async () => {
    const { read, queries, advance } = setUp()
    await read()
    advance(4_999)
    expect((await read()).query).toBe(1)
    advance(1)
    expect((await read()).query).toBe(2)
    expect(queries()).toBe(2)
  })

  test('a burst of reads shares one query; each key has its own', async () => {
    const { read, queries } = setUp()
    await Promise.all([read(), read(), read(), read('locations')])
    expect(queries()).toBe(2)
  })

  test('a content change empties it at once, and a read begun before the change is not kept', async () => {
    const { model, changes, read, queries } = setUp()
    await read()
    changes.notify()
    expect((await read()).query).toBe(2)

    let finish: (value: string) => void = () => undefined
    const slow = model.remember('slow', () => new Promise<string>((resolve) => (finish = resolve)))
    changes.notify()
    finish('before the change')
    await slow
    expect(await model.remember('slow', async () => 'after the change')).toBe('after the change')
    expect(queries()).toBe(2)
  })

  test('a failed read is not kept: the next render asks again', async () => {
    const { model } = setUp()
    await expect(model.remember('flaky', () => Promise.reject(new Error('database down')))).rejects.toThrow()
    expect(await model.remember('flaky', async () => 'back')).toBe('back')
  })

  test('holds at most maxEntries keys, dropping the oldest (slugs come from the address bar)', async () => {
    const { read, queries } = setUp({ maxEntries: 2 })
    await read('a')
    await read('b')
    await read('c')
    await read('c')
    await read('b')
    expect(queries()).toBe(3)
    await read('a')
    expect(queries()).toBe(4)
  })

  test('what it hands out is frozen, so one render cannot change what the next one reads', async () => {
    const { read } = setUp()
    const value = await read()
    expect(() => value.items.push({ name: 'Sand' })).toThrow(TypeError)
    expect(() => {
      value.items[0]!.name = 'Sand'
    }).toThrow(TypeError)
  })

  test('TTL 0 reads every time and keeps nothing', async () => {
    const { read, queries } = setUp({ ttlMs: 0 })
    await read()
    await read()
    expect(queries()).toBe(2)
  })

  test('a tracked render learns the earliest expiry of the entries it read', async () => {
    const { read, advance } = setUp()
    await read('groups')
    advance(3_000)
    const expiry: ReadsExpiry = { expiresAt: Infinity }
    await new Promise<void>((resolve) => {
      trackReads(expiry, () => {
        void Promise.all([read('locations'), read('groups')]).then(() => resolve())
      })
    })
    // "groups" was read 3 s ago and runs out in 2 s; "locations" is fresh.
    expect(expiry.expiresAt).toBe(1_000 + 5_000)
  })

  test('a value that says when it stops being true expires then, before the TTL', async () => {
    const { model, advance } = setUp()
    let queries = 0
    // A post scheduled to go live in 2 s: the list read now is true until then.
    const read = () =>
      model.remember(
        'posts',
        async () => ({ query: (queries += 1), liveAt: 1_000 + 2_000 }),
        (value) => value.liveAt,
      )
    const expiry: ReadsExpiry = { expiresAt: Infinity }
    await new Promise<void>((resolve) => trackReads(expiry, () => void read().then(() => resolve())))
    expect(expiry.expiresAt).toBe(3_000)
    advance(1_999)
    expect((await read()).query).toBe(1)
    advance(1)
    expect((await read()).query).toBe(2)
  })
})
