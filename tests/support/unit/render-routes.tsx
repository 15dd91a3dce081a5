import { act } from 'react'
import { type Root, createRoot } from 'react-dom/client'
import { createRoutesStub } from 'react-router'

type StubRoutes = Parameters<typeof createRoutesStub>[0]

// React's act() warns unless the environment says it is a test.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

/**
 * Renders routes with React Router's createRoutesStub into the DOM of a happy-dom test file, at `path`; `unmount`
 * after each test. A test drives the page as a person would, through the helpers below.
 */
export async function renderRoutes(routes: StubRoutes, path = '/') {
  const Stub = createRoutesStub(routes)
  const container = document.body.appendChild(document.createElement('div'))
  let root: Root | undefined
  await act(async () => {
    root = createRoot(container)
    root.render(<Stub initialEntries={[path]} />)
  })
  return {
    container,
    unmount: () => {
      act(() => root?.unmount())
      container.remove()
    },
  }
}

/** The control a <label> names, by its exact text. */
export function byLabel(container: HTMLElement, text: string): HTMLInputElement {
  const label = [...container.querySelectorAll('label')].find((each) => each.textContent?.trim() === text)
  const control = label?.htmlFor ? container.ownerDocument.getElementById(label.htmlFor) : null
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) {
    throw new Error(`No input labelled "${text}"`)
  }
  return control as HTMLInputElement
}

/** Types a value as the browser would report it to React (the value setter, then an input event). */
export function type(input: HTMLInputElement, value: string) {
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set
    setter?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** Clicks a button by its text and lets the submission's promises settle. */
export async function click(container: HTMLElement, name: string) {
  const button = [...container.querySelectorAll('button')].find((each) => each.textContent?.trim() === name)
  if (!button) throw new Error(`No button "${name}"`)
  await act(async () => {
    button.click()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

/** The words a control's aria-describedby names: what a screen reader reads as its description. */
export function descriptionOf(control: Element): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => control.ownerDocument.getElementById(id)?.textContent ?? '').join(' ')
}

/** The form's polite status region (FormAnnouncer): what is announced after a refused submission. */
export function announced(container: HTMLElement): string {
  return container.querySelector('[role="status"]')?.textContent ?? ''
}
