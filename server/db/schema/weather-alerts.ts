import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { AlertColour, CapArea, CapReference } from '#domain/weather/cap-alert.ts'
import { accounts } from './accounts.ts'
import { createdAt, updatedAt } from './columns.ts'
import { locations } from './locations.ts'
import { weatherNotices } from './operations.ts'

/**
 * One ECCC alert as it stands now (ADR 0033): the fields of its latest message. An Update that references it
 * rewrites this row; a Cancel ends it. Keyed on the identifier of the chain's first message the shop saw, so an
 * alert keeps its id (and its customers' one mail per card) across its updates.
 */
export const weatherAlerts = pgTable(
  'weather_alerts',
  {
    id: serial('id').primaryKey(),
    firstIdentifier: text('first_identifier').notNull().unique(),
    latestIdentifier: text('latest_identifier').notNull(),
    sender: text('sender').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    msgType: text('msg_type').notNull(),
    references: jsonb('references').$type<CapReference[]>().notNull(),
    event: text('event').notNull(),
    headline: text('headline').notNull(),
    description: text('description').notNull(),
    urgency: text('urgency').notNull(),
    severity: text('severity').notNull(),
    certainty: text('certainty').notNull(),
    colour: text('colour').$type<AlertColour>(),
    onset: timestamp('onset', { withTimezone: true }),
    expires: timestamp('expires', { withTimezone: true }),
    areas: jsonb('areas').$type<CapArea[]>().notNull(),
    /** When ECCC's Cancel arrived: the alert no longer matches any yard. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('weather_alerts_live_idx').on(table.cancelledAt, table.expires)],
)

/** Every CAP message taken in, once: a file seen again (a second poll, a second process) changes nothing. */
export const weatherAlertMessages = pgTable('weather_alert_messages', {
  identifier: text('identifier').primaryKey(),
  alertId: integer('alert_id').references(() => weatherAlerts.id, { onDelete: 'cascade' }),
  msgType: text('msg_type').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
})

/**
 * Every identifier an alert's messages carried or named in CAP `references` (ADR 0039): the index that finds an
 * alert from any message of its chain, whichever arrived first, so an Alert polled after its own Update joins the
 * Update's alert instead of becoming a second one.
 */
export const weatherAlertChain = pgTable('weather_alert_chain', {
  identifier: text('identifier').primaryKey(),
  alertId: integer('alert_id')
    .notNull()
    .references(() => weatherAlerts.id, { onDelete: 'cascade' }),
})

/** The yards an alert in force covers now: rewritten on each update, emptied by a cancellation. */
export const weatherAlertYards = pgTable(
  'weather_alert_yards',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => weatherAlerts.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.alertId, table.locationId] }),
    index('weather_alert_yards_location_idx').on(table.locationId),
  ],
)

/** Yards for which staff chose "publish red alerts automatically": a red alert's notice goes out without a person. */
export const weatherAutoPublishYards = pgTable('weather_auto_publish_yards', {
  locationId: integer('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
})

/** The notice a red alert published by itself for auto-publish yards: once per alert, its updates included. */
export const weatherAlertNotices = pgTable('weather_alert_notices', {
  alertId: integer('alert_id')
    .primaryKey()
    .references(() => weatherAlerts.id, { onDelete: 'cascade' }),
  noticeId: integer('notice_id').references(() => weatherNotices.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
})

export type WeatherAlert = typeof weatherAlerts.$inferSelect
