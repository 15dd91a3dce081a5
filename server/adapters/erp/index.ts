import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { ErpConnector } from './connector.ts'
import { odataErpConnector } from './odata.ts'
import { sandboxErpConnector } from './sandbox.ts'

export type { ErpConnector, ErpDocument } from './connector.ts'

/** NAV over OData when ERP_ODATA_URL is set (config checks user and key come with it), else the sandbox. */
export function erpConnectorFor(config: Config, db: Db): ErpConnector {
  const { ERP_ODATA_URL, ERP_ODATA_USER, ERP_ODATA_KEY, ERP_ODATA_TIMEOUT_MS } = config
  if (ERP_ODATA_URL && ERP_ODATA_USER && ERP_ODATA_KEY) {
    return odataErpConnector({
      baseUrl: ERP_ODATA_URL,
      user: ERP_ODATA_USER,
      key: ERP_ODATA_KEY,
      timeoutMs: ERP_ODATA_TIMEOUT_MS,
    })
  }
  return sandboxErpConnector(db)
}
