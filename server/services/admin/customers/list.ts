import { type SQL, and, count, eq, gt, ilike, ne, not, or, sql } from 'drizzle-orm'
import type { AdminCustomerRow } from '#domain/admin/customers/answers.ts'
import { type AdminListPage, adminPageSize } from '#domain/admin/list.ts'
import type { CustomerListQuery } from '#domain/admin/customers/schemas.ts'
import type { Db } from '#server/db/client.ts'
import { accounts } from '#server/db/schema.ts'
import { listOrder, pageOffset } from '#server/services/admin/catalog/shared.ts'
import { containsPattern } from '#server/services/catalog/search.ts'
import { isStaffAccount } from '#server/services/admin/staff/staff-accounts.ts'
import { cardsOfAccounts } from './cards.ts'

/**
 * Customers are the accounts that are not staff, by the staff records (staff-accounts.ts), not by `active` alone: a
 * deactivated staff member has `active` 0 like a switched-off customer, and a manager who could see or edit one here
 * could give an owner's account an address of their own before an owner switched it back on.
 */
export const isCustomer = not(isStaffAccount)

/**
 * The search: name, company, e-mail or customer number contain the text, or one of the customer's cards has it in its
 * number (spaces and dashes typed between the digits of a card number are ignored).
 */
function searchCondition(text: string): SQL {
  const pattern = containsPattern(text)
  const digits = text.replace(/[\s-]/g, '')
  const cardPattern = containsPattern(/^\d+$/.test(digits) ? digits : text)
  return or(
    ilike(accounts.name, pattern),
    ilike(accounts.company, pattern),
    ilike(accounts.eMail, pattern),
    ilike(accounts.customerNo, pattern),
    // Spelled out: in a one-table select Drizzle leaves column names unqualified, and `id` would be the card's.
    sql`exists (select 1 from cards where cards.account_id = accounts.id and cards.card_no ilike ${cardPattern})`,
  )!
}

/** `/admin/customers`: search, active or not, Prepaid or not, sorted, a page at a time, each with its cards. */
export async function listCustomers(
  db: Db,
  query: CustomerListQuery,
): Promise<AdminListPage<AdminCustomerRow>> {
  const page = query.page ?? 1
  const filters: SQL[] = [isCustomer]
  if (query.q) filters.push(searchCondition(query.q))
  if (query.status) filters.push(query.status === 'active' ? gt(accounts.active, 0) : eq(accounts.active, 0))
  if (query.prepaid)
    filters.push(
      query.prepaid === 'yes' ? eq(accounts.paymentOption, 'Prepaid') : ne(accounts.paymentOption, 'Prepaid'),
    )
  const where = and(...filters)
  const sortColumn = {
    name: accounts.name,
    customerNo: accounts.customerNo,
    company: sql`coalesce(${accounts.company}, '')`,
    created: accounts.createdAt,
  }[query.sort ?? 'name']
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: accounts.id,
        customerNo: accounts.customerNo,
        name: accounts.name,
        company: accounts.company,
        eMail: accounts.eMail,
        active: accounts.active,
        paymentOption: accounts.paymentOption,
      })
      .from(accounts)
      .where(where)
      .orderBy(...listOrder(sortColumn, query.dir ?? 'asc', accounts.name, accounts.id))
      .limit(adminPageSize)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(accounts).where(where),
  ])
  const cardsByAccount = await cardsOfAccounts(
    db,
    rows.map((row) => row.id),
  )
  return {
    items: rows.map((row) => ({ ...row, cards: cardsByAccount.get(row.id) ?? [] })),
    total: total?.n ?? 0,
    page,
    pageSize: adminPageSize,
  }
}
