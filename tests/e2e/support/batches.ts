/** `items` cut into runs of `size` (the last may be shorter): one test a run keeps each test's time limit honest. */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  )
}
