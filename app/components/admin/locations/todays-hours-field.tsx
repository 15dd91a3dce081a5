import { smallButton } from '#app/components/ui/buttons.ts'
import { TextInput } from '#app/components/ui/fields.tsx'
import { FormSection } from './form-section.tsx'

interface TodaysHoursFieldProps {
  value: string
  error?: string
  onValue: (text: string) => void
}

/** Today's override: while set, the site shows this text instead of the status computed from the hours. */
export function TodaysHoursField({ value, error, onValue }: TodaysHoursFieldProps) {
  return (
    <FormSection title="Today">
      <TextInput
        label="Today's hours"
        value={value}
        onValue={onValue}
        error={error}
        maxLength={80}
        autoComplete="off"
        placeholder="OPEN TODAY 6 AM – 2 PM (STORM)"
        hint="When set, the site shows this text instead of the opening hours. Clear it when it no longer applies."
      />
      {value !== '' && (
        <button type="button" className={`${smallButton} w-fit`} onClick={() => onValue('')}>
          Clear today's hours
        </button>
      )}
    </FormSection>
  )
}
