import { describe, expect, it } from 'vitest'
import { formatFileSize } from './file-size.ts'

describe('formatFileSize', () => {
  it('counts bytes, kilobytes and megabytes with at most one decimal', () => {
    expect(formatFileSize(1)).toBe('1 byte')
    expect(formatFileSize(820)).toBe('820 bytes')
    expect(formatFileSize(1024)).toBe('1 KB')
    expect(formatFileSize(5770)).toBe('5.6 KB')
    expect(formatFileSize(1024 * 1024 * 1.25)).toBe('1.3 MB')
  })
})
