import { useRef } from 'react'
import { SelectInput } from '#app/components/ui/fields.tsx'
import { useAdminForm } from '#app/components/admin/form/use-admin-form.ts'
import { RecordForm } from '#app/components/admin/record/record-form.tsx'
import type { StaffRole } from '#domain/account/access.ts'
import { apiPost, apiPut } from '#app/lib/api-client.ts'
import {
  type AdminStaffMember,
  type StaffRoleChange,
  staffRoleChangeSchema,
  staffRoleOptions,
} from '#domain/admin/staff/schemas.ts'

interface RoleFormProps {
  member: AdminStaffMember
  /** `role` changes an active member's role; `reactivate` switches a deactivated one back on at the role. */
  purpose: 'role' | 'reactivate'
  onChanged: (member: AdminStaffMember) => void
}

const valuesOf = (member: AdminStaffMember): StaffRoleChange => ({
  version: member.version,
  role: member.role ?? 'yard',
})

/** One role select and its button; the answer (the member's new version) replaces the page's copy. */
export function RoleForm({ member, purpose, onChanged }: RoleFormProps) {
  const answered = useRef(member)
  const form = useAdminForm({
    initial: valuesOf(member),
    schema: staffRoleChangeSchema,
    save: async (input) => {
      const path = `/api/salt/admin/staff/${member.id}/${purpose}`
      const changed = await (purpose === 'role'
        ? apiPut<AdminStaffMember>(path, input)
        : apiPost<AdminStaffMember>(path, input))
      answered.current = changed
      return valuesOf(changed)
    },
    onSaved: () => onChanged(answered.current),
  })
  const stepsDown = member.isSelf && purpose === 'role' && form.values.role !== member.role
  return (
    <RecordForm
      form={form}
      className="flex max-w-2xl flex-col gap-3"
      saveLabel={purpose === 'role' ? 'Save role' : 'Reactivate'}
    >
      <SelectInput<StaffRole>
        label={purpose === 'role' ? 'Role' : 'Role when reactivated'}
        value={form.values.role}
        error={form.errors.role}
        options={staffRoleOptions}
        hint={
          stepsDown
            ? 'This is your own account: a lower role signs you out everywhere, this browser included.'
            : purpose === 'role'
              ? 'A lower role signs them out everywhere; they sign in again and see what the new role allows.'
              : 'Preselected: the role they had before they were deactivated.'
        }
        onValue={(role) => form.set('role', role)}
      />
    </RecordForm>
  )
}
