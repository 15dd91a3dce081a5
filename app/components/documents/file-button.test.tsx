// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { descriptionOf, renderRoutes } from '#tests/support/unit/render-routes.tsx'
import { FileButton } from './file-button.tsx'
import type { FetchedFile } from './use-file-fetch.ts'

const failedText = 'The download failed. Please try again.'

/** Each fetch the button starts, settled by the test when it chooses. */
let fetches: Array<{ resolve: (file: FetchedFile) => void; reject: (error: Error) => void }>
/** The files saveFile handed to the browser: the download link's name (its click is kept from navigating). */
let saved: string[]
let rendered: Awaited<ReturnType<typeof renderRoutes>>

function recordDownload(event: Event) {
  const link = event.target
  if (!(link instanceof HTMLAnchorElement) || !link.download) return
  event.preventDefault()
  saved.push(link.download)
}

const button = () => rendered.container.querySelector('button')!
const alertText = () => rendered.container.querySelector('[role="alert"]')?.textContent ?? null

async function press() {
  await act(async () => button().click())
}

async function settle(outcome: FetchedFile | Error) {
  const fetch = fetches.shift()!
  await act(async () => (outcome instanceof Error ? fetch.reject(outcome) : fetch.resolve(outcome)))
}

beforeEach(async () => {
  fetches = []
  saved = []
  document.addEventListener('click', recordDownload, true)
  const fetchFile = () =>
    new Promise<FetchedFile>((resolve, reject) => {
      fetches.push({ resolve, reject })
    })
  rendered = await renderRoutes([
    {
      path: '/',
      Component: () => (
        <FileButton
          label="Download the PDF"
          fetchFile={fetchFile}
          fileName="fallback.pdf"
          failedText={failedText}
        />
      ),
    },
  ])
})

afterEach(() => {
  rendered.unmount()
  document.removeEventListener('click', recordDownload, true)
})

describe('a button that fetches a file', () => {
  test('is busy while the file comes, fetches once however often it is pressed, then saves the file', async () => {
    await press()
    expect(button().getAttribute('aria-busy')).toBe('true')
    expect(button().getAttribute('aria-disabled')).toBe('true')
    await press()
    expect(fetches).toHaveLength(1)

    await settle({ blob: new Blob(['%PDF']), fileName: 'statement-2026-01.pdf' })
    expect(saved).toEqual(['statement-2026-01.pdf'])
    expect(button().getAttribute('aria-busy')).toBe('false')
    expect(button().getAttribute('aria-disabled')).toBe('false')
    expect(alertText()).toBe('')
  })

  test('saves under its own name when the answer names none', async () => {
    await press()
    await settle({ blob: new Blob(['a,b']) })
    expect(saved).toEqual(['fallback.pdf'])
  })

  test('says in words when the file did not come, in a live region that was there before, and names it as the button’s description', async () => {
    expect(alertText()).toBe('')
    await press()
    await settle(new Error('503'))
    expect(alertText()).toBe(failedText)
    expect(descriptionOf(button())).toBe(failedText)
    expect(saved).toEqual([])

    // A new try clears the words while it runs; a success leaves none.
    await press()
    expect(alertText()).toBe('')
    expect(button().hasAttribute('aria-describedby')).toBe(false)
    await settle({ blob: new Blob(['%PDF']), fileName: 'ticket.pdf' })
    expect(alertText()).toBe('')
    expect(saved).toEqual(['ticket.pdf'])
  })
})
