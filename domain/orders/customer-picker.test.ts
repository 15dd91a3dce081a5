import { describe, expect, test } from 'vitest'
import { customerPickerTexts } from './customer-picker.ts'

describe('customerPickerTexts.count', () => {
  test('says when more match than are shown', () => {
    expect(customerPickerTexts.count(8, 42)).toBe(
      '8 of 42 matching customers shown. Type more to narrow the list.',
    )
    expect(customerPickerTexts.count(3, 3)).toBe('3 matching customers.')
    expect(customerPickerTexts.count(1, 1)).toBe('1 matching customer.')
  })
})
