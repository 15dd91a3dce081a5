import type { WeatherYard } from '#domain/weather/schemas.ts'
import { closeYardsHint, closeYardsLegend } from '#domain/weather/texts.ts'
import { closedTodayText } from '#domain/weather/yard-closure.ts'
import { YardCheckboxes } from './yard-checkboxes.tsx'

interface CloseYardsFieldProps {
  /** The yards the notice concerns: those chosen, or every yard the member may address. */
  yards: readonly WeatherYard[]
  selected: readonly number[]
  errors: Record<string, string>
  onChange: (ids: number[]) => void
}

/**
 * A severe notice's offer to close its yards today in the same save: nothing is ticked until staff choose, and each
 * ticked yard's Today's hours say closed on the site once the notice is saved.
 */
export function CloseYardsField({ yards, selected, errors, onChange }: CloseYardsFieldProps) {
  const error =
    errors.closeYardIds ?? Object.entries(errors).find(([field]) => field.startsWith('closeYardIds.'))?.[1]
  return (
    <YardCheckboxes
      legend={closeYardsLegend}
      yards={yards}
      selected={selected}
      error={error}
      onChange={onChange}
    >
      <p className="text-[0.85rem] text-slate-700">{closeYardsHint(closedTodayText)}</p>
      {yards.length === 0 && <p className="text-[0.85rem] font-semibold">Choose the notice’s yards first.</p>}
    </YardCheckboxes>
  )
}
