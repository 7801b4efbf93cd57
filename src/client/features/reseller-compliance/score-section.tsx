import { Gauge } from 'lucide-react'
import { COMPLIANCE_TEXTS, percentText } from '#shared/compliance-texts.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { TableHeader } from '../../components/ui/data-table.tsx'
import type { ResellerCompliance } from './api.ts'

const T = COMPLIANCE_TEXTS.score
const COLUMNS = Object.values(T.columns)

/** The reseller's own compliance score (issue 14 item 7): overall and per brand, over 30 days. */
export function ScoreSection({ score }: { score: ResellerCompliance['score'] }) {
  return (
    <SectionCard title={T.title} description={T.description(score.days)}>
      {score.overall === null ? (
        <EmptyState icon={Gauge} title={T.none}>
          {T.noneHint}
        </EmptyState>
      ) : (
        <div className="grid gap-6 md:grid-cols-[14rem_1fr] md:items-start">
          <div className="border-border rounded-lg border p-4">
            <p className="text-muted-foreground text-sm">{T.overallLabel}</p>
            <p className="text-4xl font-semibold tabular-nums" data-testid="compliance-score">
              {percentText(score.overall)}
            </p>
            <p className="text-muted-foreground text-sm">{T.observations(score.observations)}</p>
          </div>
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{T.byBrandLabel}</caption>
              <TableHeader columns={COLUMNS} right={[T.columns.score, T.columns.observations]} />
              <tbody>
                {score.byBrand.map((b) => (
                  <tr key={b.brandId} className="border-border border-b last:border-0">
                    <th scope="row" className="px-2 py-2 font-medium">
                      {b.brand}
                    </th>
                    <td className="px-2 py-2 text-right tabular-nums">
                      {b.score === null ? T.notJudged : percentText(b.score)}
                    </td>
                    <td className="px-2 py-2 text-right tabular-nums">
                      {b.observations.toLocaleString('en-US')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </SectionCard>
  )
}
