import { Suspense, lazy, useId } from 'react'

// Its own chunk: TipTap and ProseMirror load when a form with rich text opens, never on a public page.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'))

interface RichTextFieldProps {
  label: string
  /** HTML; the server sanitizes it on save with the one allow-list. */
  value: string
  onChange: (html: string) => void
  error?: string
  hint?: string
}

/**
 * A rich-text form field (post bodies, product and group descriptions): label above, the editor with its toolbar,
 * then the hint and the error, both read out with the editable area.
 */
export function RichTextField({ label, value, onChange, error, hint }: RichTextFieldProps) {
  const id = useId()
  const labelId = `${id}-label`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="flex flex-col gap-1">
      {/* A heading, not a plain label: the text's own headings (h2, h3) then sit under it in the page's outline. */}
      <h2 id={labelId} className="text-[0.9rem] font-semibold">
        {label}
      </h2>
      <Suspense
        fallback={<div className="min-h-72 rounded border-2 border-slate-300 bg-slate-50" aria-busy="true" />}
      >
        <RichTextEditor
          labelId={labelId}
          label={label}
          value={value}
          onChange={onChange}
          describedBy={describedBy}
          invalid={Boolean(error)}
        />
      </Suspense>
      {hint && (
        <p id={hintId} className="text-[0.85rem] text-slate-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-[0.85rem] font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  )
}
