import { type ChangeEvent, type KeyboardEvent, type MouseEvent, useId, useState } from 'react'

/** The option after `active` (-1 for none) when the arrow keys step through `count` options, wrapping around. */
export function steppedOption(active: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1
  if (active === -1) return step === 1 ? 0 : count - 1
  return (active + step + count) % count
}

interface ComboboxSettings<Option> {
  /** What the arrow keys step through and Enter picks from. */
  options: readonly Option[]
  /** Whether the options belong in the list now (an answer to the current text, say); the list also needs focus. */
  ready: boolean
  onText: (text: string) => void
  onChoose: (option: Option) => void
}

/**
 * A WAI-ARIA combobox's state and keys (the header's product search, the orders board's customer picker): the list
 * shows while the field has focus and there are options; ArrowDown/ArrowUp move through them (aria-activedescendant,
 * focus stays in the field), Enter picks the active option (or the first), Escape closes the list until the next key
 * or typing. The component keeps the text and the markup, spreading `input`, `list` and `option(option, index)` on them.
 */
export function useCombobox<Option>({ options, ready, onText, onChoose }: ComboboxSettings<Option>) {
  const id = useId()
  const [focused, setFocused] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  const [active, setActive] = useState(-1)
  const count = options.length
  const engaged = focused && !dismissed
  const open = engaged && ready && count > 0
  const activeIndex = open && active < count ? active : -1
  const optionId = (index: number) => `${id}-option-${index}`

  const choose = (option: Option) => {
    setActive(-1)
    onChoose(option)
  }

  // Capture phase: an Escape that closes the list must stop here, before a menu around the field closes as well.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault()
      setDismissed(false)
      const step = event.key === 'ArrowDown' ? 1 : -1
      // From the latest state, not this render's: two quick presses before a render move two options.
      setActive((current) => steppedOption(current < count ? current : -1, step, count))
    } else if (event.key === 'Enter' && open) {
      event.preventDefault()
      const option = options[activeIndex === -1 ? 0 : activeIndex]
      if (option !== undefined) choose(option)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      event.stopPropagation()
      setDismissed(true)
      setActive(-1)
    }
  }

  return {
    /** The field has focus (whatever the list shows). */
    focused,
    /** The field has focus and Escape has not closed the list since: a popup around the list may show its status. */
    engaged,
    open,
    input: {
      id: `${id}-input`,
      // A text input, not type=search: HTML allows the combobox role (and aria-expanded) only on a text input.
      type: 'text',
      role: 'combobox',
      'aria-expanded': open,
      'aria-controls': `${id}-list`,
      'aria-autocomplete': 'list',
      'aria-activedescendant': activeIndex === -1 ? undefined : optionId(activeIndex),
      autoComplete: 'off',
      spellCheck: false,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        onText(event.target.value)
        setActive(-1)
        setDismissed(false)
      },
      onFocus: () => setFocused(true),
      onBlur: () => setFocused(false),
      onKeyDownCapture,
    } as const,
    list: {
      id: `${id}-list`,
      role: 'listbox',
      // Focus stays in the field (aria-activedescendant); a scrolling list would otherwise be a Tab stop.
      tabIndex: -1,
    } as const,
    /** An option's props. Keyboard users pick with Enter in the field (aria-activedescendant): no key handler here. */
    option: (option: Option, index: number) =>
      ({
        id: optionId(index),
        role: 'option',
        'aria-selected': index === activeIndex,
        // Keeps focus in the field, so the list stays open until the click has picked.
        onMouseDown: (event: MouseEvent) => event.preventDefault(),
        onMouseMove: () => setActive(index),
        onClick: () => choose(option),
      }) as const,
  }
}
