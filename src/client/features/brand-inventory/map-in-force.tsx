import { MAP_TEXTS, formatMoney } from '#shared/brand-inventory-texts.ts'
import type { ProductMap } from './api.ts'

/**
 * A product's MAP as listings are judged now (issue 14): the MAP in force, 'promotional' with the
 * regular MAP when a running promotion lowers it, and the next scheduled change ('MAP $29.99
 * from Dec 1'). `labelled` says 'MAP' before the price, where it shares a cell with other prices;
 * without a MAP it shows '—', or nothing when labelled.
 */
export function MapInForce({ map, labelled = false }: { map: ProductMap; labelled?: boolean }) {
  const effective = map.effectiveMapPrice
  const promotional =
    effective !== null && map.mapPrice !== null && Number(effective) < Number(map.mapPrice)
  return (
    <>
      {effective !== null ? (
        labelled ? (
          <p className="text-muted-foreground text-xs">{MAP_TEXTS.inForce(effective)}</p>
        ) : (
          <p>{formatMoney(effective)}</p>
        )
      ) : labelled ? null : (
        <p>—</p>
      )}
      {promotional ? (
        <p className="text-xs font-medium text-amber-700">{MAP_TEXTS.promotional(map.mapPrice!)}</p>
      ) : null}
      {map.nextMapChange ? (
        <p className="text-muted-foreground text-xs">{MAP_TEXTS.nextChange(map.nextMapChange)}</p>
      ) : null}
    </>
  )
}
