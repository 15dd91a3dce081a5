import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'

/**
 * The e2e suite runs in a system Chromium (Playwright's download is skipped in CI). `npm run test:e2e` runs this
 * file first; playwright.config.ts calls findChromium('headless-shell') for the same answer.
 */

/**
 * Debian's Chromium in two builds of the same source and version: the whole browser, and the headless shell (the
 * engine without the browser's window layer, the build Playwright itself runs headless tests in). The e2e suite runs in
 * the headless shell when it is installed: the same Blink and V8 at a quarter less CPU (ADR 0041). The phone benchmark
 * measures what a visitor's browser does, so it runs in the whole browser.
 */
const debianChromium = { browser: '/usr/bin/chromium', 'headless-shell': '/usr/bin/chromium-headless-shell' }
export type ChromiumBuild = keyof typeof debianChromium
const debianPackages = ['chromium', 'chromium-headless-shell']
const installHint =
  'Install Chromium: sudo apt-get install chromium chromium-headless-shell, or set CHROME_PATH to a Chromium or Chrome binary.'

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

/**
 * CHROME_PATH, else Debian's `build` (the headless shell falls back to the whole browser), else Playwright's own
 * browser if it was downloaded.
 */
export function findChromium(
  build: ChromiumBuild = 'browser',
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const configured = env.CHROME_PATH
  if (configured) {
    if (!existsSync(configured))
      throw new ChromiumNotFound(`CHROME_PATH is ${configured}, which does not exist.`)
    return configured
  }
  const debian = [debianChromium[build], debianChromium.browser].find((candidate) => existsSync(candidate))
  if (debian) return debian
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

/**
 * Finds the e2e suite's Chromium, or installs Debian's packages when it may (root with apt-get); otherwise explains
 * what to install. A machine with only the whole browser gets the headless build added where apt may, and keeps
 * using the whole browser where it may not.
 */
export function ensureChromium(): string {
  const found = findChromium('headless-shell')
  const headlessBuildMissing = found === undefined || found === debianChromium.browser
  if (found && !(headlessBuildMissing && canInstallWithApt())) return found
  if (!canInstallWithApt())
    throw new ChromiumNotFound(`No Chromium found for the end-to-end tests.\n${installHint}`)
  process.stdout.write(`Installing Debian's ${debianPackages.join(' and ')} with apt-get.\n`)
  run('apt-get', ['update'])
  run('apt-get', ['install', '-y', '--no-install-recommends', ...debianPackages])
  const installed = findChromium('headless-shell')
  if (installed !== debianChromium['headless-shell'])
    throw new ChromiumNotFound(
      `apt-get installed Chromium but ${debianChromium['headless-shell']} is missing.\n${installHint}`,
    )
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
