import { shopTimeFormat } from './shop-time-format.ts'

const torontoDateTime = shopTimeFormat({ dateStyle: 'medium', timeStyle: 'short' })

/** "Jan 15, 2026, 7:30 a.m.": an instant as staff read it, in shop time. */
export const formatTorontoDateTime = (iso: string) => torontoDateTime().format(new Date(iso))
