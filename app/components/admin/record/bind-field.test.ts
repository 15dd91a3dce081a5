import { describe, expect, test, vi } from 'vitest'
import type { AdminForm } from '../form/use-admin-form.ts'
import { bindField } from './bind-field.ts'

interface Values {
  name: string
  city: string
}

function formOf(values: Values, errors: Record<string, string>) {
  const set = vi.fn()
  const form = { values, errors, set } as unknown as AdminForm<Values>
  return { form, set }
}

describe('bindField', () => {
  test('shows the named value and only the error given for that name', () => {
    const { form } = formOf(
      { name: 'Kitchener', city: 'Waterloo' },
      { city: 'Too long.', 'units.0.name': 'x' },
    )
    expect(bindField(form, 'name')).toMatchObject({ value: 'Kitchener', error: undefined })
    expect(bindField(form, 'city')).toMatchObject({ value: 'Waterloo', error: 'Too long.' })
  })

  test('keeps a change under the same name', () => {
    const { form, set } = formOf({ name: '', city: '' }, {})
    bindField(form, 'city').onValue('Oshawa')
    expect(set).toHaveBeenCalledExactlyOnceWith('city', 'Oshawa')
  })
})
