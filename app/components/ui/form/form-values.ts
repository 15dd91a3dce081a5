/** A submitted form's fields by name, as text (a file input, which no public form has, counts as empty). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, value] of new FormData(form)) values[name] = typeof value === 'string' ? value : ''
  return values
}
