import { CalendarClock } from 'lucide-react'
import { COMPLIANCE_TEXTS } from '#shared/compliance-texts.ts'
import { when } from '#shared/map-policy-texts.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import type { ResellerCompliance } from './api.ts'

const T = COMPLIANCE_TEXTS.upcoming

/** MAP changes and promotions announced ahead (issue 14 item 1), soonest first. */
export function UpcomingSection({ upcoming }: { upcoming: ResellerCompliance['upcoming'] }) {
  return (
    <SectionCard title={T.title} description={T.description}>
      {upcoming.length === 0 ? (
        <EmptyState icon={CalendarClock} title={T.none}>
          {T.noneHint}
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {upcoming.map((u, i) => (
            <li
              key={`${u.kind}-${u.brand}-${u.title}-${u.at}-${i}`}
              className="border-border flex flex-wrap items-start justify-between gap-2 rounded-lg border p-3"
            >
              <div className="grid gap-1">
                <p className="font-medium">
                  {u.brand}: {u.title}
                </p>
                <p className="text-muted-foreground text-sm">{u.detail}</p>
              </div>
              <div className="grid justify-items-end gap-1 text-sm">
                <Badge tone={u.kind === 'promotion' ? 'info' : 'warning'}>{T.kinds[u.kind]}</Badge>
                <span>{u.until ? T.window(when(u.at), when(u.until)) : T.from(when(u.at))}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  )
}
