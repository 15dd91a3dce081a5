import { relations } from 'drizzle-orm'
import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core'
import type { CustomScheduleEntry, StockStatus, WeeklyHours } from '#domain/locations/hours.ts'
import { stockStatuses } from '#domain/locations/hours.ts'
import { accounts } from './accounts.ts'
import { products } from './catalog.ts'
import { createdAt, updatedAt, version } from './columns.ts'

/** A yard where customers pick up salt. Hours are validated with the schemas of domain/locations/hours.ts. */
export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  locationName: text('location_name').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  province: text('province').notNull().default('ON'),
  postalCode: text('postal_code').notNull(),
  phone: text('phone').notNull(),
  eMail: text('email').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull(),
  customSchedule: jsonb('custom_schedule').$type<CustomScheduleEntry[]>().notNull().default([]),
  /** When set, shown instead of the computed status text. */
  todaysHours: text('todays_hours'),
  published: boolean('published').notNull().default(true),
  /** ECCC's forecast region codes the yard sits in: an alert naming one covers the yard (ADR 0033). */
  forecastRegions: text('forecast_regions').array().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
})

export const locationProducts = pgTable(
  'location_products',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    status: text('status', { enum: stockStatuses }).$type<StockStatus>().notNull().default('in_stock'),
  },
  (table) => [primaryKey({ columns: [table.locationId, table.productId] })],
)

/**
 * The yards a yard-staff member (level 2000) may keep: hours, today's hours, custom schedules and stock of these only.
 * Owners and managers assign them; editors and above reach every yard and ignore grants.
 */
export const staffYardGrants = pgTable(
  'staff_yard_grants',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.locationId] })],
)

export const locationsRelations = relations(locations, ({ many }) => ({
  products: many(locationProducts),
}))

export const locationProductsRelations = relations(locationProducts, ({ one }) => ({
  location: one(locations, { fields: [locationProducts.locationId], references: [locations.id] }),
  product: one(products, { fields: [locationProducts.productId], references: [products.id] }),
}))

export type Location = typeof locations.$inferSelect
export type LocationProduct = typeof locationProducts.$inferSelect
