import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'

/**
 * The e2e suite runs in a system Chromium (Playwright's download is skipped in CI). `npm run test:e2e` runs this
 * file first; playwright.config.ts calls findChromium() for the same answer.
 */

const debianChromium = '/usr/bin/chromium'
const installHint =
  'Install Chromium: sudo apt-get install chromium, or set CHROME_PATH to a Chromium or Chrome binary.'

/** Headless in containers: no sandbox (often root), no GPU, and no traffic beyond the site under test. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export class ChromiumNotFound extends Error {}

/** CHROME_PATH, else Debian's chromium, else Playwright's own browser if it was downloaded. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const configured = env.CHROME_PATH
  if (configured) {
    if (!existsSync(configured))
      throw new ChromiumNotFound(`CHROME_PATH is ${configured}, which does not exist.`)
    return configured
  }
  if (existsSync(debianChromium)) return debianChromium
  const bundled = chromium.executablePath()
  return bundled && existsSync(bundled) ? bundled : undefined
}

function canInstallWithApt(): boolean {
  const root = process.getuid?.() === 0
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  return root && apt
}

function run(command: string, args: string[]) {
  process.stdout.write(`$ ${[command, ...args].join(' ')}\n`)
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (result.status !== 0)
    throw new ChromiumNotFound(`${command} ${args[0]} failed (exit ${result.status}).\n${installHint}`)
}

/** Finds Chromium or installs Debian's package when it may (root with apt-get); otherwise explains what to install. */
export function ensureChromium(): string {
  const found = findChromium()
  if (found) return found
  if (!canInstallWithApt())
    throw new ChromiumNotFound(`No Chromium found for the end-to-end tests.\n${installHint}`)
  process.stdout.write('No Chromium found; installing Debian package "chromium" with apt-get.\n')
  run('apt-get', ['update'])
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'])
  const installed = findChromium()
  if (!installed)
    throw new ChromiumNotFound(`apt-get installed chromium but ${debianChromium} is missing.\n${installHint}`)
  return installed
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    process.stdout.write(`Chromium for e2e tests: ${ensureChromium()}\n`)
  } catch (error) {
    if (!(error instanceof ChromiumNotFound)) throw error
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }
}
