/** The whole database schema, one module per domain; `#server/db/schema.ts` is the one import for all of it. */
export * from './schema/accounts.ts'
export * from './schema/catalog.ts'
export * from './schema/locations.ts'
export * from './schema/content.ts'
export * from './schema/requests.ts'
export * from './schema/payments.ts'
export * from './schema/admin.ts'
export * from './schema/operations.ts'
