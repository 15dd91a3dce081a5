import type { OrderStatus } from './schemas.ts'

/** Orders a customer may order again (ADR 0036): what came, or will not come, is settled. */
export const pastOrderStatuses: readonly OrderStatus[] = ['delivered', 'closed', 'cancelled']

export const isPastOrder = (status: OrderStatus) => pastOrderStatuses.includes(status)
