// @vitest-environment happy-dom
import { randomBytes } from 'node:crypto'
import { useState } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { customerSuggestionLimit } from '#domain/orders/customer-picker.ts'
import { type SeededAccount, createAccount } from '#tests/support/seed.ts'
import type { TestApp } from '#tests/support/test-app.ts'
import { asInTheBrowser, startManagerDomApp } from '#tests/support/unit/real-api-dom.ts'
import { renderRoutes } from '#tests/support/unit/render-routes.tsx'
import { CustomerPicker } from './customer-picker.tsx'

/** The orders board's customer picker against the real customers search, driven from the keyboard. */
let app: TestApp
const tag = randomBytes(3).toString('hex')
const haulierCount = customerSuggestionLimit + 2
const hauliers: SeededAccount[] = []

beforeAll(async () => {
  app = await startManagerDomApp()
  for (let n = 1; n <= haulierCount; n++)
    hauliers.push(await createAccount(app.deps.db, { name: `Glacier ${tag} ${String(n).padStart(2, '0')}` }))
})
afterAll(async () => {
  await app.close()
})

const picked: string[] = []
let rendered: Awaited<ReturnType<typeof renderRoutes>>

/** The board's use of the picker: the chosen id lives in the page's state (the address, on the board). */
function Board() {
  const [value, setValue] = useState('')
  return (
    <CustomerPicker
      value={value}
      onValue={(next) => {
        picked.push(next)
        setValue(next)
      }}
    />
  )
}

afterEach(() => {
  rendered.unmount()
  picked.length = 0
})

async function renderPicker() {
  rendered = await renderRoutes([{ path: '/', Component: Board }])
  return rendered.container.querySelector<HTMLInputElement>('[role="combobox"]')!
}

function typeText(input: HTMLInputElement, text: string) {
  input.focus()
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}
const press = (input: HTMLInputElement, key: string) =>
  input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
const options = () => [...rendered.container.querySelectorAll('[role="option"]')]
const status = () => rendered.container.querySelector('[role="status"]')?.textContent ?? ''
const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 10_000 })

describe('CustomerPicker', () => {
  test('more matches than it shows: the first ones by name, a count that asks for more letters', async () => {
    const input = await renderPicker()
    await asInTheBrowser(async () => {
      typeText(input, `glacier ${tag}`)
      await waitFor(() => expect(options()).toHaveLength(customerSuggestionLimit))
      expect(input.getAttribute('aria-expanded')).toBe('true')
      expect(options()[0]!.textContent).toContain(`Glacier ${tag} 01 (${hauliers[0]!.customerNo})`)
      expect(status()).toBe(
        `${customerSuggestionLimit} of ${haulierCount} matching customers shown. Type more to narrow the list.`,
      )
    })
  })

  test('ArrowDown twice and Enter picks the second; the pick shows by name, and "Show every customer" clears it', async () => {
    const input = await renderPicker()
    await asInTheBrowser(async () => {
      typeText(input, `Glacier ${tag}`)
      await waitFor(() => expect(options().length).toBeGreaterThan(1))
      press(input, 'ArrowDown')
      press(input, 'ArrowDown')
      await waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBe(options()[1]!.id))
      expect(options()[1]!.getAttribute('aria-selected')).toBe('true')
      press(input, 'Enter')
      await waitFor(() => expect(picked).toEqual([String(hauliers[1]!.id)]))
      expect(input.value).toBe('')
      await waitFor(() =>
        expect(rendered.container.textContent).toContain(
          `Orders of Glacier ${tag} 02 (${hauliers[1]!.customerNo})`,
        ),
      )
      const clear = [...rendered.container.querySelectorAll('button')].find(
        (button) => button.textContent === 'Show every customer',
      )!
      clear.click()
      await waitFor(() => expect(picked).toEqual([String(hauliers[1]!.id), '']))
    })
  })

  test('a customer number finds its one customer; Enter picks it without the arrows', async () => {
    const input = await renderPicker()
    const last = hauliers.at(-1)!
    await asInTheBrowser(async () => {
      typeText(input, last.customerNo.toLowerCase())
      await waitFor(() => expect(options()).toHaveLength(1))
      expect(status()).toBe('1 matching customer.')
      press(input, 'Enter')
      await waitFor(() => expect(picked).toEqual([String(last.id)]))
      await waitFor(() => expect(rendered.container.textContent).toContain(`Orders of ${last.name}`))
    })
  })

  test('no match: the empty state in words, no options, the list not expanded; Escape closes the suggestions', async () => {
    const input = await renderPicker()
    await asInTheBrowser(async () => {
      typeText(input, `nobody-${tag}`)
      await waitFor(() => expect(status()).toBe(`No customer matches “nobody-${tag}”.`))
      expect(options()).toHaveLength(0)
      expect(input.getAttribute('aria-expanded')).toBe('false')

      typeText(input, `Glacier ${tag} 03`)
      await waitFor(() => expect(options()).toHaveLength(1))
      press(input, 'Escape')
      await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('false'))
      expect(status()).toBe('')
      press(input, 'Enter')
      expect(picked).toEqual([])
    })
  })

  test('one letter sends no search, even after the typing pause', async () => {
    const input = await renderPicker()
    const requests = vi.spyOn(globalThis, 'fetch')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      await asInTheBrowser(async () => {
        typeText(input, 'G')
        vi.advanceTimersByTime(5_000)
        expect(requests).not.toHaveBeenCalled()
        expect(options()).toHaveLength(0)
        expect(status()).toBe('')
      })
    } finally {
      vi.useRealTimers()
      requests.mockRestore()
    }
  })
})
