import { Plus } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { MAP_POLICY_TEXTS, when } from '#shared/map-policy-texts.ts'
import type { MapProduct, PromotionItem } from '#shared/protection-api.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { DataTableBody, TableHeader } from '../../components/ui/data-table.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { useCancelPromotion, useMapPrices } from './api.ts'
import { ConfirmDialog } from './confirm-dialog.tsx'
import { PromotionDialog } from './promotion-dialog.tsx'
import { TabState } from './tab-state.tsx'

const T = MAP_POLICY_TEXTS.promotions
const COLUMNS = Object.values(T.columns)

const STATUS_TONE: Record<PromotionItem['status'], 'info' | 'success' | 'default' | 'danger'> = {
  scheduled: 'info',
  running: 'success',
  ended: 'default',
  cancelled: 'danger',
}

function PromotionRow({ promotion, onCancel }: { promotion: PromotionItem; onCancel: () => void }) {
  const open = promotion.status === 'scheduled' || promotion.status === 'running'
  return (
    <tr className="border-border border-b align-top last:border-0">
      <th scope="row" className="px-2 py-3 text-left font-medium">
        {promotion.name}
      </th>
      <td className="px-2 py-3">{T.window(when(promotion.startsAt), when(promotion.endsAt))}</td>
      <td className="px-2 py-3">
        {promotion.percentOff ? T.percentOff(promotion.percentOff) : T.promoMapOnly}
      </td>
      <td className="px-2 py-3">
        <ul className="grid gap-0.5 text-xs">
          {promotion.products.map((p) => (
            <li key={p.productId}>
              {p.name}
              {p.promoMapPrice ? ` (${T.promoMap(p.promoMapPrice)})` : ''}
            </li>
          ))}
        </ul>
      </td>
      <td className="px-2 py-3">
        <Badge tone={STATUS_TONE[promotion.status]}>{T.statuses[promotion.status]}</Badge>
      </td>
      <td className="px-2 py-3 text-right">
        {open ? (
          <Button variant="outline" size="sm" onClick={onCancel}>
            {T.cancel}
            <span className="sr-only"> {promotion.name}</span>
          </Button>
        ) : null}
      </td>
    </tr>
  )
}

function Promotions({
  promotions,
  products,
}: {
  promotions: PromotionItem[]
  products: MapProduct[]
}) {
  const [creating, setCreating] = useState(false)
  const [cancelling, setCancelling] = useState<PromotionItem>()
  const cancel = useCancelPromotion()

  async function confirmCancel() {
    if (!cancelling) return
    try {
      await cancel.mutateAsync(cancelling.id)
      toast.success(T.cancelled, { description: cancelling.name })
      setCancelling(undefined)
    } catch (error) {
      toast.error(T.cancelFailed, { description: (error as Error).message })
    }
  }

  return (
    <SectionCard
      title={T.title}
      description={T.description}
      contentClassName="grid grid-cols-1 gap-4"
    >
      <div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          {T.create}
        </Button>
      </div>
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{T.title}</caption>
          <TableHeader columns={COLUMNS} right={[T.columns.actions]} />
          <DataTableBody
            columns={COLUMNS.length}
            rows={promotions}
            skeletonRows={0}
            empty={T.empty}
            emptyHint={T.emptyHint}
          >
            {(p) => <PromotionRow key={p.id} promotion={p} onCancel={() => setCancelling(p)} />}
          </DataTableBody>
        </table>
      </div>
      <PromotionDialog open={creating} onOpenChange={setCreating} products={products} />
      <ConfirmDialog
        open={cancelling !== undefined}
        onOpenChange={(open) => {
          if (!open) setCancelling(undefined)
        }}
        title={T.cancelTitle}
        description={cancelling ? T.cancelDescription(cancelling.name) : ''}
        keepLabel={T.keep}
        confirmLabel={T.confirmCancel}
        pending={cancel.isPending}
        onConfirm={() => void confirmCancel()}
      />
    </SectionCard>
  )
}

/**
 * The Promotions tab (issue 14 item 1): promotion windows with their discount, products and
 * status; a new one, and cancelling one that has not ended (resellers are told either way).
 */
export function PromotionsTab() {
  const query = useMapPrices()
  return (
    <TabState data={query.data} isError={query.isError} onRetry={() => void query.refetch()}>
      {(view) => <Promotions promotions={view.promotions} products={view.products} />}
    </TabState>
  )
}
