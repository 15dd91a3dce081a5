import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, expect, test } from 'vitest'
import { buildStylesheets } from './build-stylesheets.ts'

const dir = await mkdtemp(path.join(os.tmpdir(), 'salt-build-client-'))
afterAll(() => rm(dir, { recursive: true, force: true }))
await mkdir(path.join(dir, 'assets'))
await writeFile(path.join(dir, 'assets', 'site-A.css'), 'main{color:red}')
await writeFile(path.join(dir, 'assets', 'odd-B.css'), 'main::after{content:"</STYLE>"}')
const clientDir = pathToFileURL(`${dir}/`)

test('reads a build stylesheet by the path pages link it with, once', async () => {
  const text = buildStylesheets(clientDir)
  expect(text('/assets/site-A.css')).toBe('main{color:red}')
  await writeFile(path.join(dir, 'assets', 'site-A.css'), 'changed')
  expect(text('/assets/site-A.css')).toBe('main{color:red}')
})

test('leaves linked what is not there, and a stylesheet that would close its style element early', () => {
  const text = buildStylesheets(clientDir)
  expect(text('/assets/missing.css')).toBeNull()
  expect(text('/assets/odd-B.css')).toBeNull()
})
