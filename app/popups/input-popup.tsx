import { type FormEvent, useState } from 'react'
import { usePopupStore } from '#app/stores/popup.ts'
import { primaryButton } from '#app/components/ui/buttons.ts'
import { popupTitle } from '#app/components/ui/dialog.ts'
import type { PopupProps } from './popup-props.ts'
import { TextField } from '#app/components/ui/text-field.tsx'

/** The input popup runs its action with the entered text, then resets. */
export default function InputPopup({ titleId, options }: PopupProps<'input'>) {
  const close = usePopupStore((state) => state.close)
  const [value, setValue] = useState(options.initialValue ?? '')
  const [invalid, setInvalid] = useState(false)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const entered = value.trim()
    if (!entered || options.validate?.(entered) === false) return setInvalid(true)
    setBusy(true)
    try {
      if ((await options.onSubmit(entered)) === false) return setInvalid(true)
    } finally {
      setBusy(false)
    }
    close()
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <h2 id={titleId} className={popupTitle}>
        {options.title}
      </h2>
      <TextField
        label={options.label}
        name={options.action}
        value={value}
        placeholder={options.placeholder}
        invalid={invalid}
        required
        maxLength={200}
        onChange={(event) => {
          setValue(event.target.value)
          setInvalid(false)
        }}
      />
      <button type="submit" className={`${primaryButton} self-end`} disabled={busy} aria-busy={busy}>
        {options.submitLabel ?? 'Save'}
      </button>
    </form>
  )
}
