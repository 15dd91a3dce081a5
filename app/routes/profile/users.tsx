import { InviteUserForm } from '#app/components/salt-card/users/invite-user-form.tsx'
import { useCompanyUsers } from '#app/components/salt-card/users/use-company-users.ts'
import { UserCard } from '#app/components/salt-card/users/user-card.tsx'
import { Notice } from '#app/components/ui/notice.tsx'
import { pageSection, pageTitle } from '#app/components/ui/page.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { companyRoleNames, companyRoleSummaries, companyRoles } from '#domain/account/company-roles.ts'
import { usersPageTitle } from '#domain/account/company-user-texts.ts'
import type { Route } from './+types/users'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: usersPageTitle,
    description: 'The people who sign in to your Salt Card account, and what each may do.',
    noindex: true,
  })

/**
 * /profile/users (owners, ADR 0027): the account's own login first, then its users; invite by e-mail, change a
 * role, assign a driver's cards, remove. The server checks every change; a refusal shows here in its words.
 */
export default function Users() {
  const users = useCompanyUsers()
  const { list } = users
  return (
    <section className={pageSection}>
      <h1 className={pageTitle}>{usersPageTitle}</h1>
      <dl className="grid gap-x-4 gap-y-1 text-[0.95rem] sm2:grid-cols-[auto_1fr]">
        {companyRoles.map((role) => (
          <div key={role} className="contents">
            <dt className="font-semibold">{companyRoleNames[role]}</dt>
            <dd className="mb-1 text-slate-700 sm2:mb-0">{companyRoleSummaries[role]}</dd>
          </div>
        ))}
      </dl>
      {users.outcome && <Notice tone={users.outcome.tone}>{users.outcome.text}</Notice>}
      {users.loadFailed && (
        <Notice tone="error">The users could not be loaded. Reload the page to try again.</Notice>
      )}
      {list && (
        <ul aria-label="Users of the account" className="flex flex-col gap-3">
          {list.users.map((user) => (
            // A role change reloads the list; the key includes what the row shows, so its fields start anew.
            <UserCard
              key={`${user.id ?? 'own'}:${user.role}:${user.cardIds.join(',')}`}
              user={user}
              cards={list.cards}
              actions={users}
            />
          ))}
        </ul>
      )}
      <InviteUserForm
        onInvited={(text) => {
          users.announce(text)
          void users.reload()
        }}
      />
    </section>
  )
}
