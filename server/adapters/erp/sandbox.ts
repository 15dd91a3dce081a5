import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { erpSandboxDocuments } from '#server/db/schema.ts'
import { readSetting } from '#server/services/settings.ts'
import type { ErpConnector, ErpDocument } from './connector.ts'
import { postSandboxSalesOrder, updateSandboxSalesOrder } from './sandbox-sales-orders.ts'

/** The settings key of the fault switch: while it is true, every post fails as if NAV were down. */
export const erpSandboxFailKey = 'erp.sandbox.fail'

/**
 * Stands in for NAV in the default run and in tests: each document is recorded in erp_sandbox_documents under a
 * document number derived from its external number, so a repeated post answers the same number and books nothing
 * new, as NAV does with an external document number it already has.
 */
export function sandboxErpConnector(db: Db): ErpConnector {
  async function refuseWhileDown() {
    if ((await readSetting(db, erpSandboxFailKey)) === true) {
      throw new Error('NAV sandbox: the fault switch is on (settings erp.sandbox.fail), posting refused')
    }
  }
  return {
    name: 'sandbox',
    async postSalesOrder(order) {
      await refuseWhileDown()
      return postSandboxSalesOrder(db, order)
    },
    async updateSalesOrder(update) {
      await refuseWhileDown()
      return updateSandboxSalesOrder(db, update)
    },
    async post(document: ErpDocument) {
      await refuseWhileDown()
      const documentNo = `NAV-${document.externalDocumentNo}`
      await db
        .insert(erpSandboxDocuments)
        .values({ documentNo, payload: { ...document } })
        .onConflictDoNothing({ target: erpSandboxDocuments.documentNo })
      const [stored] = await db
        .select({ documentNo: erpSandboxDocuments.documentNo })
        .from(erpSandboxDocuments)
        .where(eq(erpSandboxDocuments.documentNo, documentNo))
      if (!stored) throw new Error('NAV sandbox: the document was not recorded')
      return { documentNo: stored.documentNo }
    },
  }
}
