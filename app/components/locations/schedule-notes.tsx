import type { ScheduleNote } from '#domain/opening-hours/display.ts'
import { locationTexts } from '#domain/locations/texts.ts'

/** Custom schedule entries in force or coming up (computed by the loader, so server and browser agree). */
export function ScheduleNotes({ notes }: { notes: ScheduleNote[] }) {
  return (
    <section aria-labelledby="schedule-notes" className="mt-10">
      <h2 id="schedule-notes" className="text-xl font-bold">
        {locationTexts.notesHeading}
      </h2>
      {notes.length === 0 ? (
        <p className="mt-3 text-ink/80">{locationTexts.noNotes}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {notes.map((note) => (
            <li key={note.lines.join('|')} className="rounded-lg border-l-4 border-accent bg-salt px-4 py-3">
              {(note.note || note.current) && (
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  {note.note}
                  {note.current && (
                    <span className="rounded bg-brand px-1.5 py-0.5 text-[0.7rem] tracking-wide text-white uppercase">
                      {locationTexts.inForce}
                    </span>
                  )}
                </p>
              )}
              {note.lines.map((line) => (
                <p key={line} className="text-[0.95rem]">
                  {line}
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
