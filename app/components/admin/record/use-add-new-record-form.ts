import type { z } from 'zod'
import type { AdminSectionKind } from '#domain/admin/sections.ts'
import { useOpenCreated } from './record-actions.tsx'
import { type RecordFormOptions, useRecordForm } from './use-record-form.ts'

interface AddNewRecordFormOptions<
  R extends { id: number },
  V,
  I extends z.ZodType,
  U extends z.ZodType,
> extends Omit<RecordFormOptions<R, V, I | U>, 'schema' | 'onSaved'> {
  /** The section whose record page the first save opens. */
  kind: AdminSectionKind
  /** The shared schemas of a new record and of a saved one (which carries the version it was edited from). */
  schemas: { input: I; update: U }
}

/** The form of a record that starts on /add-new: once first saved, the screen moves to the new record's page. */
export function useAddNewRecordForm<R extends { id: number }, V, I extends z.ZodType, U extends z.ZodType>({
  kind,
  schemas,
  ...options
}: AddNewRecordFormOptions<R, V, I, U>) {
  const openCreated = useOpenCreated(kind)
  return useRecordForm<R, V, I | U>({
    ...options,
    schema: (saved) => (saved ? schemas.update : schemas.input),
    onSaved: (saved, created) => created && openCreated(saved.id),
  })
}
