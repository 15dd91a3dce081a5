import { type Server, get } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, describe, expect, test } from 'vitest'
import { fetchRequest, sendAnswer } from './react-router-handler.ts'

const servers: Server[] = []
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))))

/** An Express app that answers with what React Router would be given: the request's URL, method, headers and body. */
async function echoApp(trustProxy: boolean): Promise<string> {
  const app = express()
  app.set('trust proxy', trustProxy)
  app.use(async (req, res) => {
    const request = fetchRequest(req, res)
    res.json({
      url: request.url,
      method: request.method,
      accept: request.headers.get('accept'),
      cookie: request.headers.get('cookie'),
      body: request.body ? await request.text() : null,
    })
  })
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  servers.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('the request React Router is given', () => {
  test('carries the address, method and headers the visitor sent', async () => {
    const origin = await echoApp(false)
    const answer = await fetch(`${origin}/products/bulk-salt?page=2`, {
      headers: { accept: 'text/html', cookie: 'a=1' },
    })
    expect(await answer.json()).toEqual({
      url: `${origin}/products/bulk-salt?page=2`,
      method: 'GET',
      accept: 'text/html',
      cookie: 'a=1',
      body: null,
    })
  })

  test('carries a posted body', async () => {
    const origin = await echoApp(false)
    const answer = await fetch(`${origin}/form`, { method: 'POST', body: 'name=Rock+salt' })
    expect(await answer.json()).toMatchObject({ method: 'POST', body: 'name=Rock+salt' })
  })

  test('takes the host from X-Forwarded-Host only behind a trusted proxy', async () => {
    const headers = { 'x-forwarded-host': 'shop.example.ca', 'x-forwarded-proto': 'https' }
    const direct = await echoApp(false)
    expect((await (await fetch(`${direct}/faq`, { headers })).json()).url).toBe(`${direct}/faq`)
    const proxied = await echoApp(true)
    expect((await (await fetch(`${proxied}/faq`, { headers })).json()).url).toBe(
      'https://shop.example.ca/faq',
    )
  })

  test('a host with a path or user part in it is cut at that part', async () => {
    const origin = await echoApp(true)
    const answer = await fetch(`${origin}/faq`, { headers: { 'x-forwarded-host': 'evil.example/x?y' } })
    expect((await answer.json()).url).toBe('http://evil.example/faq')
  })
})

describe('a streamed answer', () => {
  test('whose visitor goes away before it ends is dropped, not failed', async () => {
    const outcomes: string[] = []
    const app = express()
    app.use((_req, res) => {
      // One chunk now, the rest never: the visitor leaves in between, as a navigation that replaced this one does.
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(new TextEncoder().encode('first chunk')),
      })
      const answer = new Response(body, { headers: { 'content-type': 'text/x-script' } })
      sendAnswer(res, answer).then(
        () => outcomes.push('dropped'),
        (error: unknown) => outcomes.push(`failed: ${String(error)}`),
      )
    })
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
    })
    servers.push(server)
    const request = get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/x.data`, (response) =>
      response.once('data', () => request.destroy()),
    )
    request.on('error', () => undefined)
    await expect.poll(() => outcomes).toEqual(['dropped'])
  })
})
