import { link, readFile, rename, rm, writeFile } from 'node:fs/promises'

/** Another live process has the embedded database open. */
export class DataDirInUse extends Error {}

const readLock = (file: string) => readFile(file, 'utf8').catch(() => '')

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Moves a dead process's lock aside. Two processes may find the same stale lock at once: the one that moved aside a
 * lock the other had already made anew puts it back, and then finds it held.
 */
async function removeStale(file: string, staleLock: string) {
  const aside = `${file}.${process.pid}.stale`
  try {
    await rename(file, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  if ((await readLock(aside)) !== staleLock) await link(aside, file).catch(() => undefined)
  await rm(aside, { force: true })
}

/**
 * PGlite is PostgreSQL in one process, without PostgreSQL's postmaster.pid: a second process opening the same
 * directory would run a second database over the same files and corrupt them. This lock file (`<dataDir>.lock`,
 * created exclusively, holding the pid) refuses the second process. A lock left by a process that died (kill -9,
 * a crash) is taken over. Answers the release.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = `${dataDir}.lock`
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      await writeFile(file, `${process.pid}\n`, { flag: 'wx' })
      return () => rm(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const lock = await readLock(file)
    const holder = Number(lock.trim())
    if (isAlive(holder)) {
      throw new DataDirInUse(
        `The embedded database in ${dataDir} is open in process ${holder}. PGlite serves one process only: ` +
          'stop that process first, or set DATABASE_URL to run several processes on PostgreSQL. ' +
          `If no such process is running, delete ${file}.`,
      )
    }
    await removeStale(file, lock)
  }
  throw new DataDirInUse(`Could not lock ${file}: other processes keep taking it.`)
}
