import { honeypotField } from '#domain/forms/public-forms.ts'

/**
 * A field for robots only: off screen, out of the tab order and hidden from assistive technology, so a person
 * never fills it. The server answers a filled one as if all went well and keeps nothing.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
