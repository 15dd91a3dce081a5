import { spawn } from 'node:child_process'
import path from 'node:path'

/**
 * pg_dump and pg_restore reach the server as the app does, from DATABASE_URL; the password goes in PGPASSWORD rather
 * than on the command line, where any user of the machine could read it in the process list.
 */
function connection(databaseUrl: string) {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

function run(
  binDir: string | undefined,
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const command = binDir ? path.join(binDir, program) : program
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8')
    })
    child.once('error', (error) => reject(new Error(`${command} could not run: ${error.message}`)))
    child.once('close', (code) => {
      if (code === 0) resolve()
      else reject(new Error(`${program} failed (exit ${code}):\n${errors.trim()}`))
    })
  })
}

/** A consistent snapshot of the whole database while the shop keeps running: pg_dump reads one transaction. */
export async function dumpPostgres(databaseUrl: string, file: string, binDir?: string): Promise<void> {
  const { dbname, env } = connection(databaseUrl)
  await run(binDir, 'pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${dbname}`], env)
}

/**
 * Replaces what the dump holds, in one transaction: a failure leaves the database as it was. Objects are recreated
 * owned by DATABASE_URL's role, whatever role owned them where the dump was made.
 */
export async function restorePostgres(databaseUrl: string, file: string, binDir?: string): Promise<void> {
  const { dbname, env } = connection(databaseUrl)
  await run(
    binDir,
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  )
}
