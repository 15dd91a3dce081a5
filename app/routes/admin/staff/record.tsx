import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { AdminPageHeader, type PageBack } from '#app/components/admin/admin-page-header.tsx'
import { AdminRecordFrame } from '#app/components/admin/record/admin-record-frame.tsx'
import { InviteForm, type MemberPageState } from '#app/components/admin/staff/invite-form.tsx'
import { MemberAccess } from '#app/components/admin/staff/member-access.tsx'
import { MemberDetails } from '#app/components/admin/staff/member-details.tsx'
import { RoleForm } from '#app/components/admin/staff/role-form.tsx'
import { SinceDeactivation } from '#app/components/admin/staff/since-deactivation.tsx'
import { YardGrants } from '#app/components/admin/staff/yard-grants.tsx'
import { Notice } from '#app/components/ui/notice.tsx'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { adminPath } from '#domain/admin/sections.ts'
import type { AdminStaffMember } from '#domain/admin/staff/schemas.ts'
import { reactivatedText } from '#domain/admin/staff/texts.ts'
import type { RecordScreenProps } from '../screens.ts'

/** `/admin/staff/add-new` invites; `/admin/staff/{id}` is one member: role, access, their changes. */
export default function StaffRecord({ section, id }: RecordScreenProps) {
  return (
    <AdminRecordFrame<AdminStaffMember>
      section={section}
      path={id === null ? null : `/api/salt/admin/staff/${id}`}
    >
      {({ record, back }) =>
        record ? <MemberPage initial={record} back={back} /> : <InviteForm back={back} />
      }
    </AdminRecordFrame>
  )
}

const sectionTitle = 'text-[1.25rem] font-bold text-brand-dark'

function MemberPage({ initial, back }: { initial: AdminStaffMember; back: PageBack }) {
  const { brandPrefix } = usePublicConfig()
  const location = useLocation()
  const [member, setMember] = useState(initial)
  const [notice, setNotice] = useState((location.state as MemberPageState | null)?.notice ?? null)
  const [failure, setFailure] = useState<string | null>(null)
  const changed = (next: AdminStaffMember, text: string | null) => {
    setMember(next)
    setNotice(text)
    setFailure(null)
  }
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={member.name} back={back} />
      {notice && <Notice tone="success">{notice}</Notice>}
      {failure && <Notice tone="error">{failure}</Notice>}
      <MemberDetails member={member} />
      {member.status === 'active' ? (
        <>
          <section aria-labelledby="staff-role" className="flex flex-col gap-3">
            <h2 id="staff-role" className={sectionTitle}>
              Change role
            </h2>
            <RoleForm member={member} purpose="role" onChanged={(next) => changed(next, null)} />
          </section>
          {member.role === 'yard' && (
            <section aria-labelledby="staff-yards" className="flex flex-col gap-3">
              <h2 id="staff-yards" className={sectionTitle}>
                Yards
              </h2>
              <YardGrants memberId={member.id} />
            </section>
          )}
          <section aria-labelledby="staff-access" className="flex flex-col gap-3">
            <h2 id="staff-access" className={sectionTitle}>
              Access
            </h2>
            <MemberAccess member={member} onChanged={changed} onFailed={setFailure} />
          </section>
        </>
      ) : (
        <section aria-labelledby="staff-reactivate" className="flex flex-col gap-3">
          <h2 id="staff-reactivate" className={sectionTitle}>
            Reactivate
          </h2>
          <p className="max-w-2xl">They cannot sign in while deactivated.</p>
          {member.sinceDeactivation && (
            <SinceDeactivation eMail={member.eMail} since={member.sinceDeactivation} />
          )}
          <RoleForm
            member={member}
            purpose="reactivate"
            onChanged={(next) => changed(next, reactivatedText)}
          />
        </section>
      )}
      <p>
        <Link
          to={`${adminPath('audit', brandPrefix)}?actor=${member.id}`}
          className="font-semibold text-brand underline"
        >
          Changes made by {member.name}
        </Link>
      </p>
    </div>
  )
}
