import { jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'

/**
 * The sales orders the sandbox ERP connector received (ADR 0036): stands in for NAV's Sales Order page in the default
 * run and in tests. NAV numbers an order itself; the sandbox numbers it from `id`. `external_document_no` (our order
 * number) is unique, which is how NAV's lookup-before-create finds an order whose first answer was lost. An update
 * (ADR 0040) is applied to `payload` and kept in `changes`, in the order the sandbox received them.
 */
export const erpSandboxSalesOrders = pgTable('erp_sandbox_sales_orders', {
  id: serial('id').primaryKey(),
  externalDocumentNo: text('external_document_no').notNull().unique(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  changes: jsonb('changes').$type<Array<Record<string, unknown>>>().notNull().default([]),
  createdAt: createdAt(),
})

export type ErpSandboxSalesOrder = typeof erpSandboxSalesOrders.$inferSelect
