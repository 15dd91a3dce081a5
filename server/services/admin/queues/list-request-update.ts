import { and, eq, gte } from 'drizzle-orm'
import { adminLevel } from '#domain/account/access.ts'
import type { AdminListRequest, ListRequestUpdate } from '#domain/admin/queues/list-request-schemas.ts'
import { notStaffText } from '#domain/admin/queues/texts.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import { accounts, listRequests } from '#server/db/schema.ts'
import { HttpError } from '#server/http/errors.ts'
import type { StaffActor } from '#server/services/admin/content-change.ts'
import { editableRow } from '#server/services/admin/versioned-edit.ts'
import { recordAudit } from '#server/services/audit.ts'
import { findListRequest } from './list-requests.ts'

async function refuseNonStaff(tx: Tx, accountId: number) {
  const [staff] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), gte(accounts.active, adminLevel)))
  if (!staff)
    throw new HttpError(400, 'invalid_input', 'Some fields are missing or invalid.', {
      assignedTo: notStaffText,
    })
}

/**
 * Staff follow-up of a list request (status, who follows it up, notes), based on the version the page was loaded
 * with (409 when someone saved in between), audited with the follow-up before and after. What the customer sent
 * (items, delivery, applicant) is never changed.
 */
export async function updateListRequest(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: StaffActor,
  id: number,
  input: ListRequestUpdate,
): Promise<AdminListRequest> {
  const at = deps.now()
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(listRequests).where(eq(listRequests.id, id)).for('update')
    const current = editableRow(row, input.version)
    if (input.assignedTo !== null && input.assignedTo !== current.assignedTo)
      await refuseNonStaff(tx, input.assignedTo)
    const before = { status: current.status, assignedTo: current.assignedTo, notes: current.notes }
    const after = { status: input.status, assignedTo: input.assignedTo, notes: input.notes }
    await tx
      .update(listRequests)
      .set({ ...after, version: current.version + 1, updatedAt: at })
      .where(eq(listRequests.id, id))
    await recordAudit(tx, {
      action: 'listrequests.updated',
      actorAccountId: actor.accountId,
      subject: `listrequests/${id}`,
      details: { before, after },
      ip: actor.ip,
      at,
    })
  })
  return findListRequest(deps.db, id)
}
