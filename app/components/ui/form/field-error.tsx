/** The words beside a highlighted field (WCAG 3.3.1); the field names this element in its aria-describedby. */
export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null
  return (
    <p id={id} className="text-[0.85rem] font-semibold text-danger">
      {text}
    </p>
  )
}
