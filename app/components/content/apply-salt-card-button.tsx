import { applySaltTitle } from '#domain/salt-card/texts.ts'
import { usePopupStore } from '#app/stores/popup.ts'

/** Opens the Salt Card application popup (popup kind applySalt). */
export function ApplySaltCardButton({ variant = 'accent' }: { variant?: 'accent' | 'brand' }) {
  const colours =
    variant === 'accent' ? 'bg-accent text-ink hover:bg-white' : 'bg-brand text-white hover:bg-brand-dark'
  return (
    <button
      type="button"
      onClick={() => usePopupStore.getState().open('applySalt')}
      className={`inline-flex items-center gap-2 rounded px-6 py-3 font-bold shadow ${colours}`}
    >
      {applySaltTitle}
    </button>
  )
}
