import { randomBytes } from 'node:crypto'
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

const fileName = 'payment-sandbox-secret'

/**
 * PAYMENT_SANDBOX_SECRET, or the secret kept in DATA_DIR: made once, readable by the owner only, and shared by
 * every process on that directory. It is written whole to a file of its own and then linked into place, which
 * fails if another process got there first, so nobody ever reads a half-written secret.
 */
export async function sandboxSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured
  const file = path.join(dataDir, fileName)
  await mkdir(dataDir, { recursive: true })
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  await writeFile(draft, randomBytes(32).toString('base64url'), { mode: 0o600 })
  try {
    await link(draft, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    await rm(draft, { force: true })
  }
  const secret = (await readFile(file, 'utf8')).trim()
  if (secret.length < 32) throw new Error(`${file} holds no usable secret; delete it to make a new one`)
  return secret
}
