/** One line of Prometheus' text format: a series and its value. */
export interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

const sampleLine = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/
const labelPair = /(\w+)="((?:[^"\\]|\\.)*)"/g

/** Parses a scrape; throws on a line that is neither a comment nor a sample, so a malformed answer fails the test. */
export function parsePrometheusText(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = sampleLine.exec(line)
      if (!match) throw new Error(`not a Prometheus sample: ${line}`)
      const [, name = '', labelText = '', value = ''] = match
      const labels = Object.fromEntries(
        [...labelText.matchAll(labelPair)].map(([, key = '', v = '']) => [key, v]),
      )
      return { name, labels, value: Number(value) }
    })
}

/** The sum of the samples of one metric whose labels include `labels`; undefined when there is none. */
export function sampleValue(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const matching = samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )
  return matching.length === 0 ? undefined : matching.reduce((sum, sample) => sum + sample.value, 0)
}
