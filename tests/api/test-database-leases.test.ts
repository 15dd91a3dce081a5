import { expect, inject, test } from 'vitest'
import { accounts } from '#server/db/schema.ts'
import { leasePglite } from '#tests/support/pglite-leases.ts'
import { createAccount } from '#tests/support/seed.ts'

/**
 * The API suite's files share their worker's PGlite instances (tests/support/pglite-leases.ts): the next file must get
 * the template's state, and a file that has ended must not reach the next one's data. (PGlite only: vitest.config.ts.)
 */
test('a PGlite handed back comes out again emptied, its identities restarted, and the old lease is refused', async () => {
  const source = inject('testDatabase')
  if (source.kind !== 'pglite') throw new Error('This file runs on the PGlite template only.')
  const { templatePath } = source
  const first = await leasePglite(templatePath)
  const before = await createAccount(first.database.db)
  await createAccount(first.database.db)
  await first.dispose()

  const second = await leasePglite(templatePath)
  try {
    expect(await second.database.db.select().from(accounts)).toEqual([])
    expect((await createAccount(second.database.db)).id).toBe(before.id)
    await expect(first.database.db.select().from(accounts)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/handed its database back/) },
    })
    expect(await second.database.db.$count(accounts)).toBe(1)
  } finally {
    await second.dispose()
  }
})
