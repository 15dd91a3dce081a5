import { myListTexts } from '#domain/my-list/texts.ts'

/** A failure of the whole form, not of a field (a lost connection, an empty list): these words are ours. */
export function FormNotice({ text }: { text: string | null }) {
  if (!text) return null
  return (
    <p role="alert" className="rounded border-l-4 border-danger bg-danger/5 px-3 py-2 text-[0.9rem]">
      {text}
    </p>
  )
}

/** A submit button's label, with a spinner and "Sending…" while the request is on its way. */
export function SubmitLabel({ busy, label }: { busy: boolean; label: string }) {
  return (
    <>
      {busy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      {busy ? myListTexts.sending : label}
    </>
  )
}

/** Thrown by a list form's send when the list emptied meanwhile: nothing goes out, and the form says why. */
export class EmptyListError extends Error {
  constructor() {
    super(myListTexts.emptyListError)
    this.name = 'EmptyListError'
  }
}
