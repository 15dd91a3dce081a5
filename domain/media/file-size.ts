import { lazy } from '#domain/kernel/lazy.ts'

const oneDecimal = lazy(() => new Intl.NumberFormat('en-CA', { maximumFractionDigits: 1 }))

/** A file size as people read it: "820 bytes", "5.6 KB", "1.2 MB" (1 KB = 1,024 bytes, as file managers count). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`
  if (bytes < 1024 * 1024) return `${oneDecimal().format(bytes / 1024)} KB`
  return `${oneDecimal().format(bytes / (1024 * 1024))} MB`
}
