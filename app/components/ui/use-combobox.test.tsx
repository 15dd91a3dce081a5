// @vitest-environment happy-dom
import { act, useState } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { renderRoutes } from '#tests/support/unit/render-routes.tsx'
import { steppedOption, useCombobox } from './use-combobox.ts'

describe('steppedOption', () => {
  test('from none, down is the first and up the last', () => {
    expect(steppedOption(-1, 1, 5)).toBe(0)
    expect(steppedOption(-1, -1, 5)).toBe(4)
  })
  test('wraps at both ends', () => {
    expect(steppedOption(4, 1, 5)).toBe(0)
    expect(steppedOption(0, -1, 5)).toBe(4)
    expect(steppedOption(2, 1, 5)).toBe(3)
  })
  test('with no options there is nothing to step to', () => {
    expect(steppedOption(-1, 1, 0)).toBe(-1)
  })
})

const fruits = ['Apple', 'Banana', 'Cherry', 'Damson']
const chosen: string[] = []
/** The keys that reached the page around the field (a menu there would close on Escape). */
const keysAroundTheField: string[] = []
const recordKey = (event: KeyboardEvent) => keysAroundTheField.push(event.key)
let rendered: Awaited<ReturnType<typeof renderRoutes>>

/** A combobox as the header search and the customer picker build one: the hook's props on the markup. */
function FruitPicker({ ready }: { ready: boolean }) {
  const [text, setText] = useState('')
  const combobox = useCombobox({
    options: fruits,
    ready,
    onText: setText,
    onChoose: (fruit) => chosen.push(fruit),
  })
  return (
    <>
      <input {...combobox.input} aria-label="Fruit" value={text} />
      <ul {...combobox.list} aria-label="Fruits" hidden={!combobox.open}>
        {fruits.map((fruit, index) => (
          <li key={fruit} {...combobox.option(fruit, index)}>
            {fruit}
          </li>
        ))}
      </ul>
    </>
  )
}

async function renderPicker(ready = true) {
  rendered = await renderRoutes([{ path: '/', Component: () => <FruitPicker ready={ready} /> }])
  rendered.container.addEventListener('keydown', recordKey)
  const input = rendered.container.querySelector<HTMLInputElement>('[role="combobox"]')!
  act(() => input.focus())
  return input
}

/** Key presses in one go: React renders once, after the last of them. */
const press = (input: HTMLInputElement, ...keys: string[]) =>
  act(() => {
    for (const key of keys)
      input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
  })
const options = () => [...rendered.container.querySelectorAll('[role="option"]')]
const activeOption = (input: HTMLInputElement) => {
  const id = input.getAttribute('aria-activedescendant')
  return id === null ? null : options().find((option) => option.id === id)?.textContent
}

describe('useCombobox', () => {
  afterEach(() => {
    rendered.unmount()
    chosen.length = 0
    keysAroundTheField.length = 0
  })

  test('two ArrowDown presses before a render move two options, and ArrowUp steps back from the latest', async () => {
    const input = await renderPicker()
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(activeOption(input)).toBeNull()
    press(input, 'ArrowDown', 'ArrowDown')
    expect(activeOption(input)).toBe('Banana')
    expect(options()[1]!.getAttribute('aria-selected')).toBe('true')
    press(input, 'ArrowDown', 'ArrowDown', 'ArrowUp')
    expect(activeOption(input)).toBe('Cherry')
    expect(keysAroundTheField).toEqual(['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp'])
  })

  test('Enter picks the active option, or the first when none is active', async () => {
    const input = await renderPicker()
    press(input, 'ArrowUp')
    expect(activeOption(input)).toBe('Damson')
    press(input, 'Enter')
    expect(chosen).toEqual(['Damson'])
    expect(activeOption(input)).toBeNull()
    press(input, 'Enter')
    expect(chosen).toEqual(['Damson', 'Apple'])
  })

  test('Escape closes the list and stops in the field; the next Escape reaches the page, an arrow reopens', async () => {
    const input = await renderPicker()
    press(input, 'ArrowDown', 'Escape')
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(activeOption(input)).toBeNull()
    expect(keysAroundTheField).toEqual(['ArrowDown'])
    press(input, 'Escape', 'Enter')
    expect(keysAroundTheField).toEqual(['ArrowDown', 'Escape', 'Enter'])
    expect(chosen).toEqual([])
    press(input, 'ArrowDown')
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(activeOption(input)).toBe('Apple')
  })

  test('typing reopens a closed list with no option active', async () => {
    const input = await renderPicker()
    press(input, 'ArrowDown', 'Escape')
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'a')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect(input.value).toBe('a')
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(activeOption(input)).toBeNull()
  })

  test('options that are not ready stay closed, and Enter picks none of them', async () => {
    const input = await renderPicker(false)
    press(input, 'ArrowDown', 'Enter')
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(activeOption(input)).toBeNull()
    expect(chosen).toEqual([])
  })

  test('the list closes when the field loses focus', async () => {
    const input = await renderPicker()
    act(() => input.blur())
    expect(input.getAttribute('aria-expanded')).toBe('false')
  })

  test('a pointer over an option makes it active, and a click picks it', async () => {
    const input = await renderPicker()
    const cherry = options()[2]!
    act(() => cherry.dispatchEvent(new MouseEvent('mousemove', { bubbles: true })))
    expect(activeOption(input)).toBe('Cherry')
    act(() => cherry.dispatchEvent(new MouseEvent('click', { bubbles: true })))
    expect(chosen).toEqual(['Cherry'])
  })
})
