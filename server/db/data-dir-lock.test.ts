import { spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { DataDirInUse, lockDataDir } from './data-dir-lock.ts'

let dir: string
let dataDir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'salt-lock-'))
  dataDir = path.join(dir, 'pglite')
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const lockFile = () => `${dataDir}.lock`
/** The pid of a process that has exited: what a server killed with -9 leaves in its lock. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!

describe('lockDataDir: one process per embedded database', () => {
  test('the lock holds this pid until released; then the directory can be locked again', async () => {
    const release = await lockDataDir(dataDir)
    expect(await readFile(lockFile(), 'utf8')).toBe(`${process.pid}\n`)
    await release()
    await expect(readFile(lockFile())).rejects.toThrow()
    await (
      await lockDataDir(dataDir)
    )()
  })

  test('a lock of another live process refuses, naming the process and what to do', async () => {
    await writeFile(lockFile(), `${process.ppid}\n`)
    const refusal = lockDataDir(dataDir)
    await expect(refusal).rejects.toBeInstanceOf(DataDirInUse)
    await expect(refusal).rejects.toThrow(`is open in process ${process.ppid}`)
    await expect(refusal).rejects.toThrow('set DATABASE_URL')
    expect(await readFile(lockFile(), 'utf8')).toBe(`${process.ppid}\n`)
  })

  test('a lock left by a process that died is taken over', async () => {
    await writeFile(lockFile(), `${deadPid()}\n`)
    const release = await lockDataDir(dataDir)
    expect(await readFile(lockFile(), 'utf8')).toBe(`${process.pid}\n`)
    await release()
  })

  test('a lock holding this very pid (a container restarted as pid 1) or nothing readable is taken over', async () => {
    for (const content of [`${process.pid}\n`, 'garbage']) {
      await writeFile(lockFile(), content)
      const release = await lockDataDir(dataDir)
      expect(await readFile(lockFile(), 'utf8'), `over a lock holding ${content.trim()}`).toBe(
        `${process.pid}\n`,
      )
      await release()
      await expect(readFile(lockFile()), 'the lock after release').rejects.toThrow()
    }
  })
})
