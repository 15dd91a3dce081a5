import { expect, test } from 'vitest'
import { safeLinkHref } from './rich-text-link.ts'

test.each([
  ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
  ['HTTP://example.com', 'HTTP://example.com'],
  ['  /products/rock-salt  ', '/products/rock-salt'],
  ['mailto:sales@example.com', 'mailto:sales@example.com'],
  ['tel:+1 416 555-0100', 'tel:+1416555-0100'],
  ['example.com/winter', 'https://example.com/winter'],
])('%s is kept as %s', (input, href) => {
  expect(safeLinkHref(input)).toBe(href)
})

test.each([
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,x',
  'vbscript:x',
  '//evil.test/x',
  '/\\evil.test',
  'https://',
  'tel:call-me',
  'ftp://example.com',
  'java script:x',
  '',
  'hello',
])('%s is refused', (input) => {
  expect(safeLinkHref(input)).toBeNull()
})
