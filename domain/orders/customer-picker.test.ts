import { describe, expect, test } from 'vitest'
import { customerPickerTexts, steppedOption } from './customer-picker.ts'

describe('steppedOption', () => {
  test('from none, down is the first and up the last', () => {
    expect(steppedOption(-1, 1, 5)).toBe(0)
    expect(steppedOption(-1, -1, 5)).toBe(4)
  })
  test('wraps at both ends', () => {
    expect(steppedOption(4, 1, 5)).toBe(0)
    expect(steppedOption(0, -1, 5)).toBe(4)
    expect(steppedOption(2, 1, 5)).toBe(3)
  })
  test('with no options there is nothing to step to', () => {
    expect(steppedOption(-1, 1, 0)).toBe(-1)
  })
})

describe('customerPickerTexts.count', () => {
  test('says when more match than are shown', () => {
    expect(customerPickerTexts.count(8, 42)).toBe(
      '8 of 42 matching customers shown. Type more to narrow the list.',
    )
    expect(customerPickerTexts.count(3, 3)).toBe('3 matching customers.')
    expect(customerPickerTexts.count(1, 1)).toBe('1 matching customer.')
  })
})
