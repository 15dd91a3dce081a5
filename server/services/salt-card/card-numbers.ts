/**
 * Salt Card numbers as the seed has them: sixteen digits starting 7001, counting up by 8 (7001000000000017, …25,
 * …33). New cards continue that series after its highest number, so a number is never given twice.
 */
export const firstCardNumber = '7001000000000017'
const step = 8n
const seriesPattern = /^7001\d{12}$/

/** The SQL regular expression of the series, to find its highest number. */
export const cardSeriesRegex = '^7001[0-9]{12}$'

/** The number after `highest` in the series (the series' first when there is none yet). */
export function cardNumberAfter(highest: string | null): string {
  if (highest === null) return firstCardNumber
  if (!seriesPattern.test(highest)) throw new RangeError(`${highest} is not a Salt Card number of the series`)
  const next = (BigInt(highest) + step).toString()
  if (!seriesPattern.test(next)) throw new RangeError('the Salt Card number series is used up')
  return next
}

/** `count` numbers following `highest`, in order. */
export function cardNumbersAfter(highest: string | null, count: number): string[] {
  const numbers: string[] = []
  let previous = highest
  for (let i = 0; i < count; i++) {
    previous = cardNumberAfter(previous)
    numbers.push(previous)
  }
  return numbers
}
