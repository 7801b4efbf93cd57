/**
 * What follows a detection's commit (issue 14): the brand's and the resellers' open pages refresh
 * (live), the outbox is woken for the brand's digest of new findings (written by
 * enqueueFindingsDigest in the import's own transaction, when its MAP Violations switch is on),
 * and the first notice goes out on its own where the brand's ladder says so (each one a step
 * with its mail, take-step.ts). Never throws: the findings are stored already.
 */
import { sql } from 'drizzle-orm'
import { AUTHORIZATION_MARKETPLACE_LABELS } from '#shared/authorizations.ts'
import { formatPrice } from '#shared/brand-protection-texts.ts'
import { PROTECTION_PATHS } from '#shared/protection-texts.ts'
import type { FindingKind } from '#shared/protection.ts'
import type { DbOrTx } from '../../db/client.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { findingsDigestMail } from '../../lib/mail/protection-mails.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'
import { enqueueBrandMail } from '../brand-settings/notification-preferences.ts'
import { sendAutomaticNotices } from '../enforcement/automatic-notices.ts'
import type { DetectResult, ProtectionBrand } from './detect.ts'

const DIGEST_EXAMPLES = 5

export async function afterDetection(
  deps: Pick<AppDeps, 'db' | 'live' | 'logger' | 'mailer' | 'env'>,
  brand: ProtectionBrand,
  result: DetectResult,
): Promise<void> {
  deps.mailer.deliverSoon()
  try {
    const userIds = [...(brand.ownerUserId ? [brand.ownerUserId] : []), ...result.resellerIds]
    if (userIds.length > 0) {
      await deps.live.publish({
        kind: 'protection.changed',
        userIds,
        data: { brandId: brand.entryId },
      })
    }
  } catch (error) {
    deps.logger.warn(`live: protection.changed failed: ${(error as Error).message}`)
  }
  if (result.opened.length > 0) {
    await sendAutomaticNotices(deps, brand, result.opened).catch((error: unknown) => {
      deps.logger.warn(`automatic notices failed: ${(error as Error).message}`)
    })
  }
}

/**
 * In the import's transaction, after its detection: the brand's digest of the findings it
 * opened (its MAP Violations switch decides), so the import and its digest commit together.
 * `source` names what was imported (the file, or the API key).
 */
export async function enqueueFindingsDigest(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'mailer' | 'env'>,
  brand: ProtectionBrand,
  result: DetectResult,
  source: string,
): Promise<void> {
  if (!brand.ownerUserId || result.opened.length === 0) return
  const counts: Partial<Record<FindingKind, number>> = {}
  for (const f of result.opened) counts[f.kind] = (counts[f.kind] ?? 0) + 1
  const ids = result.opened.slice(0, DIGEST_EXAMPLES).map((f) => f.id)
  const examples = await rowsOf<{
    kind: FindingKind
    product: string | null
    title: string | null
    seller: string | null
    marketplace: string
    advertised: string
    map: string | null
    currency: string | null
    brand_name: string
    email: string
  }>(
    tx,
    sql`select pf.kind, p.name as product, f.title, coalesce(s.name, s.seller_id) as seller,
        pf.marketplace, pf.advertised_price::text as advertised, pf.map_price::text as map,
        pf.currency, d.name as brand_name, u.email
      from protection_findings pf
      join listing_offers f on f.id = pf.offer_id
      join marketplace_sellers s on s.id = f.seller_id
      join brands_directory d on d.id = pf.brand_id
      join "user" u on u.id = ${brand.ownerUserId}
      left join products p on p.id = pf.product_id
      where pf.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
  )
  const first = examples[0]
  if (!first || !brand.ownerUserId) return
  const mail = findingsDigestMail({
    brandName: first.brand_name,
    source,
    counts,
    cured: result.closed.filter((c) => c.status === 'cured').length,
    examples: examples.map((e) => ({
      kind: e.kind,
      product: e.product ?? e.title ?? 'An unmatched listing',
      seller: e.seller ?? 'an unnamed seller',
      marketplace:
        AUTHORIZATION_MARKETPLACE_LABELS[
          e.marketplace as keyof typeof AUTHORIZATION_MARKETPLACE_LABELS
        ] ?? e.marketplace,
      advertised: formatPrice(e.advertised, e.currency),
      map: e.map === null ? null : formatPrice(e.map, e.currency),
    })),
    link: `${deps.env.appUrl}${PROTECTION_PATHS.findings}`,
  })
  await enqueueBrandMail(tx, deps, brand.ownerUserId, 'mapViolations', {
    to: first.email,
    kind: 'protection_digest',
    ...mail,
  })
}
