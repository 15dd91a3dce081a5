import { Badge, type BadgeTone } from '#app/components/ui/badge.tsx'

/** What a status means for staff: still waiting for someone, handled, or closed. */
const statusTones: Record<string, BadgeTone> = {
  new: 'waiting',
  approved: 'done',
  contacted: 'done',
  declined: 'closed',
  closed: 'closed',
}

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <Badge tone={statusTones[status] ?? 'closed'}>{label}</Badge>
}
