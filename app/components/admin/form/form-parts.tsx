import { type KeyboardEvent, type ReactNode, useId } from 'react'
import { partNeedsAttentionText } from '#domain/admin/texts.ts'

export interface FormPart<P extends string> {
  id: P
  label: string
  /** A number shown beside the label (how many notices), when there is one. */
  count?: number
  /** A field in this part was refused. */
  needsAttention: boolean
}

interface FormPartTabsProps<P extends string> {
  /** From `useFormPartsId`: what ties each tab to its panel. */
  base: string
  label: string
  parts: ReadonlyArray<FormPart<P>>
  selected: P
  onSelect: (part: P) => void
}

const tabId = (base: string, part: string) => `${base}-tab-${part}`
const panelId = (base: string, part: string) => `${base}-panel-${part}`

/** The ids that tie tabs and panels together, one set per form. */
export const useFormPartsId = () => useId()

/**
 * A long form cut into parts shown one at a time (tabs, WAI-ARIA's pattern: arrows, Home and End move between them).
 * Every part stays in the form while hidden, so what was typed in one part is kept, and saved, from any other.
 */
export function FormPartTabs<P extends string>({
  base,
  label,
  parts,
  selected,
  onSelect,
}: FormPartTabsProps<P>) {
  const move = (event: KeyboardEvent, index: number) => {
    const targets: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: parts.length - 1,
    }
    const next = targets[event.key]
    const part = next === undefined ? undefined : parts[(next + parts.length) % parts.length]
    if (!part) return
    event.preventDefault()
    onSelect(part.id)
    document.getElementById(tabId(base, part.id))?.focus()
  }
  return (
    <div
      role="tablist"
      aria-label={label}
      className="flex flex-wrap gap-1 rounded border-2 border-slate-200 bg-salt p-1"
    >
      {parts.map((part, index) => {
        const active = part.id === selected
        return (
          <button
            key={part.id}
            id={tabId(base, part.id)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId(base, part.id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(part.id)}
            onKeyDown={(event) => move(event, index)}
            className={`flex min-h-11 grow items-center justify-center gap-1 rounded px-3 py-2 font-semibold sm:grow-0 focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none ${
              active ? 'bg-brand text-white' : 'text-brand hover:bg-white'
            }`}
          >
            {part.label}
            {part.count !== undefined && part.count > 0 && <span>({part.count})</span>}
            {part.needsAttention && (
              <span className={active ? 'text-white' : 'text-danger'}>
                <span aria-hidden="true">!</span>
                <span className="sr-only">, {partNeedsAttentionText}</span>
              </span>
            )}
          </button>
        )
      })}
    </div>
  )
}

/** One part's panel: in the page at all times, shown while its tab is selected. */
export function FormPartPanel({
  base,
  part,
  selected,
  className,
  children,
}: {
  base: string
  part: string
  selected: boolean
  className: string
  children: ReactNode
}) {
  return (
    <div
      id={panelId(base, part)}
      role="tabpanel"
      aria-labelledby={tabId(base, part)}
      hidden={!selected}
      className={className}
    >
      {children}
    </div>
  )
}
