/**
 * The closed sets of values that the database columns, the API's schemas and the screens share. The database schema
 * types its columns with these; nothing here knows of the database.
 */

export const postKinds = ['news', 'blog'] as const
export type PostKind = (typeof postKinds)[number]

/** A scheduled post goes live by itself at `publishedAt`; public pages show published and due scheduled posts. */
export const postStatuses = ['draft', 'published', 'scheduled'] as const
export type PostStatus = (typeof postStatuses)[number]

/** The public forms that send mail (contact, contact sales, become a dealer, quick order). */
export const formKinds = ['contact', 'contactSales', 'becomeDealer', 'quickOrder'] as const
export type FormKind = (typeof formKinds)[number]

export const applicationStatuses = ['new', 'approved', 'declined'] as const
export type ApplicationStatus = (typeof applicationStatuses)[number]

export const listRequestKinds = ['myList', 'listLogin', 'newAccount'] as const
export type ListRequestKind = (typeof listRequestKinds)[number]

export const noticeSeverities = ['info', 'warning', 'severe'] as const
export type NoticeSeverity = (typeof noticeSeverities)[number]

/** What a unit is ordered in: whole units (bags, sacks) or tenths (of a tonne); see domain/catalogue/unit-steps.ts. */
export const quantitySteps = ['whole', 'tenth'] as const
export type QuantityStep = (typeof quantitySteps)[number]
