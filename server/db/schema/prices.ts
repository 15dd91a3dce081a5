import { sql } from 'drizzle-orm'
import { bigint, boolean, check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { accounts, cardLedger } from './accounts.ts'
import { products } from './catalog.ts'
import { createdAt, updatedAt } from './columns.ts'
import { locations } from './locations.ts'

/*
 * Prices (ADR 0031). Never overwritten: each change is a new row, and the price in force on a date is the
 * row with the latest effective date on or before it (the latest id on a tie). A unit is named by its product and
 * unit name, not by the product_units row, which the product editor replaces on every save.
 */

/** The unit a price is for, at one yard (fresh builders each call: a column belongs to one table). */
const unitAtYard = () => ({
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  unitName: text('unit_name').notNull(),
  locationId: integer('location_id')
    .notNull()
    .references(() => locations.id, { onDelete: 'cascade' }),
})

/** One change in a price's history: the amount in CAD cents before taxes, from when, and who set it. */
const priceChange = () => ({
  cents: integer('cents').notNull(),
  /** A Toronto calendar date: in force from the start of that day. */
  effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
  staffAccountId: integer('staff_account_id').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
})

/** A list price of one unit of a product at one yard, in CAD cents before taxes. */
export const listPrices = pgTable(
  'list_prices',
  {
    id: serial('id').primaryKey(),
    ...unitAtYard(),
    ...priceChange(),
  },
  (table) => [
    index('list_prices_lookup_idx').on(
      table.productId,
      table.unitName,
      table.locationId,
      table.effectiveFrom,
    ),
    check('list_prices_cents_not_negative', sql`${table.cents} >= 0`),
  ],
)

/** A customer's own price of a unit at a yard; in force, it overrides the list price. */
export const contractPrices = pgTable(
  'contract_prices',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ...unitAtYard(),
    ...priceChange(),
  },
  (table) => [
    index('contract_prices_lookup_idx').on(
      table.accountId,
      table.productId,
      table.unitName,
      table.locationId,
      table.effectiveFrom,
    ),
    check('contract_prices_cents_not_negative', sql`${table.cents} >= 0`),
  ],
)

/** A yard's delivery fee per delivery, in CAD cents before taxes. */
export const deliveryFees = pgTable(
  'delivery_fees',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    ...priceChange(),
  },
  (table) => [
    index('delivery_fees_lookup_idx').on(table.locationId, table.effectiveFrom),
    check('delivery_fees_cents_not_negative', sql`${table.cents} >= 0`),
  ],
)

/** Products whose list prices visitors see ("public prices", editor level); a product without a row shows none. */
export const productPriceSettings = pgTable('product_price_settings', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  publicPrices: boolean('public_prices').notNull().default(false),
  updatedAt: updatedAt(),
})

/**
 * A pickup booked for the amount the scale sent while the shop's price for that customer, yard and tonne said
 * otherwise (more than a cent per tonne apart). The scale is the source of truth; staff look into it.
 */
export const pickupPriceFlags = pgTable('pickup_price_flags', {
  ledgerId: bigint('ledger_id', { mode: 'number' })
    .primaryKey()
    .references(() => cardLedger.id, { onDelete: 'cascade' }),
  sentCents: integer('sent_cents').notNull(),
  /** The shop's price per tonne then, and where it came from. */
  pricePerTonneCents: integer('price_per_tonne_cents').notNull(),
  priceSource: text('price_source', { enum: ['contract', 'list'] }).notNull(),
  /** The shop's price times the tonnes, rounded to the cent. */
  expectedCents: integer('expected_cents').notNull(),
  createdAt: createdAt(),
})

export type ListPrice = typeof listPrices.$inferSelect
export type ContractPrice = typeof contractPrices.$inferSelect
export type DeliveryFee = typeof deliveryFees.$inferSelect
