import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, describe, expect, test } from 'vitest'
import { closeNow, listenOnLoopback, portOf } from '#tests/support/raw-http.ts'
import { buildPublicFiles } from './build-assets.ts'

const dir = mkdtempSync(path.join(os.tmpdir(), 'build-public-'))
writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
mkdirSync(path.join(dir, 'images'))
writeFileSync(path.join(dir, 'images', 'share-card.png'), 'png')

// What comes after the public files in production: React Router's pages, here a stand-in that says it answered.
const app = express()
  .use(buildPublicFiles(dir))
  .use((_req, res) => void res.status(418).send('the app'))
const server = await listenOnLoopback(createServer(app))
const base = `http://127.0.0.1:${portOf(server)}`
afterAll(async () => {
  await closeNow(server)
  rmSync(dir, { recursive: true, force: true })
})

describe("the build's public files", () => {
  test.each(['/favicon.svg', '/images/share-card.png'])('%s is served for an hour', async (file) => {
    const response = await fetch(`${base}${file}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  test('/favicon.ico, which browsers ask for on pages without an icon of their own, leads to the icon', async () => {
    const response = await fetch(`${base}/favicon.ico`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/favicon.svg')
  })

  test.each(['/products/bulk-salt', '/', '/favicon', '/images-old/x.png', '/images/missing.png'])(
    '%s goes on to the app',
    async (page) => {
      const response = await fetch(`${base}${page}`)
      expect(response.status).toBe(418)
      expect(await response.text()).toBe('the app')
    },
  )
})
