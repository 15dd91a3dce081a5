import { and, asc, eq } from 'drizzle-orm'
import { torontoDate } from '#domain/kernel/shop-time/format.ts'
import { dollarsToCents } from '#domain/kernel/money.ts'
import type { AdminContractPrices } from '#domain/prices/answers.ts'
import type { ContractPriceInput } from '#domain/prices/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { accounts, contractPrices, productUnits, products } from '#server/db/schema.ts'
import { notFound } from '#server/http/errors.ts'
import { recordAudit } from '#server/services/audit.ts'
import type { StaffActor } from '#server/services/admin/content-change.ts'
import { isCustomer } from '#server/services/admin/customers/list.ts'
import { assertUnit, productWithUnits } from './list-prices.ts'
import { assertYard, priceHistory, yardOptions } from './price-rows.ts'

/** A customer's contract prices with their history, and what a new one may name (the staff customer page). */
export async function customerContractPrices(
  deps: Pick<AppDeps, 'db' | 'now'>,
  customerId: number,
): Promise<AdminContractPrices> {
  await assertCustomer(deps.db, customerId)
  const today = torontoDate(deps.now())
  const unitRows = await deps.db
    .select({ id: products.id, name: products.name, unitName: productUnits.unitName })
    .from(products)
    .innerJoin(productUnits, eq(productUnits.productId, products.id))
    .orderBy(asc(products.name), asc(productUnits.sortOrder))
  const byProduct = new Map<number, { id: number; name: string; units: string[] }>()
  for (const row of unitRows) {
    const product = byProduct.get(row.id) ?? { id: row.id, name: row.name, units: [] }
    product.units.push(row.unitName)
    byProduct.set(row.id, product)
  }
  const history = await priceHistory(deps.db, contractPrices, eq(contractPrices.accountId, customerId), today)
  return {
    products: [...byProduct.values()],
    yards: await yardOptions(deps.db),
    today,
    history: history.map((row) => ({ ...row, productName: byProduct.get(row.productId)?.name ?? '' })),
  }
}

/** A new contract price of the customer (manager level): a new row of its history; audited. */
export async function addContractPrice(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: StaffActor,
  customerId: number,
  input: ContractPriceInput,
): Promise<AdminContractPrices> {
  const at = deps.now()
  await deps.db.transaction(async (tx) => {
    const customerNo = await assertCustomer(tx, customerId)
    assertUnit((await productWithUnits(tx, input.productId)).units, input.unitName)
    await assertYard(tx, input.locationId)
    const [row] = await tx
      .insert(contractPrices)
      .values({
        accountId: customerId,
        productId: input.productId,
        unitName: input.unitName,
        locationId: input.locationId,
        cents: dollarsToCents(input.price) ?? 0,
        effectiveFrom: input.effectiveFrom,
        staffAccountId: actor.accountId,
      })
      .returning()
    await recordAudit(tx, {
      action: 'prices.contract-price-set',
      actorAccountId: actor.accountId,
      subject: `customers/${customerId}`,
      details: { ...input, customerNo, contractPriceId: row!.id, cents: row!.cents },
      ip: actor.ip,
      at,
    })
  })
  return customerContractPrices(deps, customerId)
}

/** 404 unless the id is a customer's (never a staff account's); answers the customer number. */
async function assertCustomer(db: Db | Tx, customerId: number): Promise<string> {
  const [customer] = await db
    .select({ customerNo: accounts.customerNo })
    .from(accounts)
    .where(and(eq(accounts.id, customerId), isCustomer))
  if (!customer) throw notFound('This customer does not exist.')
  return customer.customerNo
}
