import type { NavConnectorState } from '#domain/admin/transactions/answers.ts'
import { erpSandboxFailKey } from '#server/adapters/erp/sandbox.ts'
import type { AppDeps } from '#server/context.ts'
import { notFound } from '#server/http/errors.ts'
import { recordAudit } from '#server/services/audit.ts'
import { readSetting, writeSetting } from '#server/services/settings.ts'
import type { StaffActor } from './content-change.ts'

const isSandbox = (deps: Pick<AppDeps, 'erp'>) => deps.erp.name === 'sandbox'

/** The configured connector, and with the sandbox whether its fault switch is on. */
export async function navConnectorState(deps: Pick<AppDeps, 'db' | 'erp'>): Promise<NavConnectorState> {
  return {
    connector: deps.erp.name,
    outage: isSandbox(deps) ? (await readSetting(deps.db, erpSandboxFailKey)) === true : null,
  }
}

/**
 * Turns the sandbox's fault switch on or off, audited with the change. With the real NAV there is no switch: the
 * call is a 404, so no setting can make a production shop believe NAV is down.
 */
export async function setSandboxOutage(
  deps: Pick<AppDeps, 'db' | 'erp' | 'now'>,
  actor: StaffActor,
  on: boolean,
): Promise<NavConnectorState> {
  if (!isSandbox(deps))
    throw notFound('There is no outage switch: the shop posts to the real NAV, not to the sandbox.')
  const at = deps.now()
  await deps.db.transaction(async (tx) => {
    const before = (await readSetting(tx, erpSandboxFailKey)) === true
    if (before === on) return
    await writeSetting(tx, erpSandboxFailKey, on, at)
    await recordAudit(tx, {
      action: 'nav-outage.switched',
      actorAccountId: actor.accountId,
      subject: `settings/${erpSandboxFailKey}`,
      details: { before, after: on },
      ip: actor.ip,
      at,
    })
  })
  return navConnectorState(deps)
}
