/**
 * One polite status region per form, present from the first render so that screen readers notice it change: after
 * a refused submission it names the fields to check, once, while each field's own text stays tied to the field by
 * aria-describedby (and is read as the cursor lands there). Edits do not change it, so typing announces nothing.
 */
export function FormAnnouncer({ text }: { text: string }) {
  return (
    <p role="status" className="sr-only">
      {text}
    </p>
  )
}
