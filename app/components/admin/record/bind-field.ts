import type { AdminForm } from '../form/use-admin-form.ts'

/** A field's props bound to one value of a form: what it shows, the error for it, and how a change is kept. */
export interface BoundField<T> {
  value: T
  error: string | undefined
  onValue: (value: T) => void
}

/**
 * Binds a field (`TextInput`, `TextArea`, `SelectInput`) to one value of a staff form, so a form lists its fields
 * by name instead of wiring value, error and change by hand in each. The error is the one the shared schema or the
 * server gave for that name.
 */
export function bindField<V, K extends keyof V & string>(form: AdminForm<V>, name: K): BoundField<V[K]> {
  return {
    value: form.values[name],
    error: form.errors[name],
    onValue: (value) => form.set(name, value),
  }
}
