import readline from 'node:readline'
import { Writable } from 'node:stream'
import { parseArgs } from 'node:util'
import { adminAccountSchema } from '#domain/account/schemas.ts'
import { ConfigError, loadConfig } from '#server/config.ts'
import { databaseTargetFor, openDatabase } from '#server/db/client.ts'
import { createAdminAccount } from '#server/services/accounts/admins.ts'
import { isCommonPassword } from '#server/services/auth/common-passwords.ts'

const usage = `Creates a staff account in the configured database.

  npm run admin:create                      asks for e-mail, name and password
  npm run admin:create -- --email a@b.ca --name "Salt Desk" --password '…' --level owner

--level is a role or its number: yard (2000, the default), editor (3000), manager (5000), owner (9000).

A password given as a flag stays in the shell history; leave it out to be asked instead.
With the embedded database, stop the server first: PGlite allows one process per data directory.
`

class UsageError extends Error {}

/** Reads answers line by line (typed, or piped in); a password is not echoed on a terminal. */
function createPrompter() {
  let muted = false
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk)
      done()
    },
  })
  const rl = readline.createInterface({
    input: process.stdin,
    output,
    terminal: Boolean(process.stdin.isTTY),
  })
  const lines = rl[Symbol.asyncIterator]()
  return {
    async ask(question: string, { hidden = false } = {}): Promise<string> {
      process.stdout.write(question)
      muted = hidden
      const line = await lines.next()
      muted = false
      if (hidden) process.stdout.write('\n')
      if (line.done) throw new UsageError('The input ended before every answer was given.')
      return line.value
    },
    close: () => rl.close(),
  }
}

async function readInput() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      level: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    process.stdout.write(usage)
    process.exit(0)
  }
  const level = values.level ?? 'yard'
  if (values.email && values.name && values.password) return { ...values, level }
  const prompter = createPrompter()
  try {
    return {
      email: values.email ?? (await prompter.ask('E-mail: ')),
      name: values.name ?? (await prompter.ask('Name: ')),
      password:
        values.password ?? (await prompter.ask('Password (at least 6 characters): ', { hidden: true })),
      level,
    }
  } finally {
    prompter.close()
  }
}

async function main() {
  const config = loadConfig()
  const parsed = adminAccountSchema.safeParse(await readInput())
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new UsageError(`Not created:\n${problems.join('\n')}`)
  }
  if (isCommonPassword(parsed.data.password)) {
    throw new UsageError('Not created: that password is among the most common ones. Choose another.')
  }
  const database = await openDatabase(databaseTargetFor(config))
  try {
    await database.migrate()
    const result = await createAdminAccount(database.db, parsed.data, new Date())
    if (result.outcome === 'duplicate-email') {
      throw new UsageError(`Not created: an account with the e-mail ${parsed.data.email} already exists.`)
    }
    process.stdout.write(
      `Staff account ${parsed.data.email} created at level ${parsed.data.level} (customer number ${result.customerNo}).\n`,
    )
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof UsageError
  process.stderr.write(`${known ? error.message : `The admin could not be created: ${String(error)}`}\n`)
  process.exit(1)
})
