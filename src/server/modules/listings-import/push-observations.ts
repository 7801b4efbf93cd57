/**
 * The monitoring API (issue 14 item 2): a service pushes up to 1,000 observations a request for
 * the brand its key belongs to, each with its own id. Idempotent by that id: an id already stored
 * is skipped (a retry, or the same batch twice, changes nothing), also when two requests race
 * (the unique index on brand and id decides). Each request is one import, stored and detected in
 * one transaction; one whose observations were all seen before leaves no import behind.
 */
import { eq } from 'drizzle-orm'
import { normaliseGtin } from '#shared/gtin.ts'
import type { ObservationDraft } from '#shared/listings.ts'
import { LISTING_OBSERVED_AHEAD_MS, LISTINGS_TEXTS } from '#shared/listings-texts.ts'
import { apiObservationSchema } from '#shared/schemas/protection.ts'
import { brandsDirectory, listingImports } from '../../db/schema/index.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import {
  apiKeyText,
  recordAudit,
  type AuditActor,
  type AuditApiKey,
} from '../audit-log/record-audit.ts'
import { afterDetection, enqueueFindingsDigest } from '../protection/after-detection.ts'
import { detect, type ProtectionBrand } from '../protection/detect.ts'
import { DEFAULT_CURRENCY, NO_IDENTIFIER } from './formats/common.ts'
import { Rejections, insertObservations, summaryOf } from './import-listings.ts'
import { ImportWarnings, addUnmatchedWarnings } from './import-warnings.ts'

export interface PushResult {
  importId: string | null
  accepted: number
  duplicates: number
  rejected: { index: number; id: string | null; reason: string }[]
  /**
   * Observations stored with something to check (import-warnings.ts): a GTIN left out, a
   * product none of the brand's matched. The import's summary counts them by kind.
   */
  warnings: {
    index: number
    id: string | null
    kind: string
    message: string
    value: string | null
  }[]
  findingsOpened: Record<string, number>
  findingsClosed: number
}

interface Valid {
  index: number
  id: string
  draft: ObservationDraft
  raw: string
  warnings: string[]
}

function validate(items: readonly unknown[], now: number) {
  const valid: Valid[] = []
  const rejected: PushResult['rejected'] = []
  items.forEach((item, index) => {
    const parsed = apiObservationSchema.safeParse(item)
    const id =
      typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'string'
        ? ((item as { id: string }).id as string)
        : null
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      rejected.push({
        index,
        id,
        reason: `${issue.path.join('.') || 'observation'}: ${issue.message}`,
      })
      return
    }
    const o = parsed.data
    let gtin: string | null = null
    const warnings: string[] = []
    if (o.gtin) {
      const g = normaliseGtin(o.gtin)
      if (g.ok) gtin = g.gtin
      else if (!o.listingId && !o.sku) {
        rejected.push({ index, id: o.id, reason: g.reason })
        return
      } else {
        // As a file's row (formats/common.ts finishDraft): matched by its other identifiers.
        warnings.push(`${g.reason}: GTIN left out`)
      }
    }
    if (!o.listingId && !gtin && !o.sku) {
      rejected.push({ index, id: o.id, reason: NO_IDENTIFIER })
      return
    }
    if (o.observedAt.getTime() > now + LISTING_OBSERVED_AHEAD_MS) {
      rejected.push({ index, id: o.id, reason: LISTINGS_TEXTS.observedInFuture })
      return
    }
    valid.push({
      index,
      id: o.id,
      warnings,
      raw: JSON.stringify(item),
      draft: {
        marketplace: o.marketplace,
        sellerId: o.sellerId ?? null,
        sellerName: o.sellerName ?? null,
        listingId: o.listingId ?? null,
        gtin,
        sku: o.sku ?? null,
        title: o.title ?? null,
        price: o.price,
        shipping: o.shipping ?? null,
        // A service that sends no currency is read as before currencies were sent.
        currency: o.currency ?? DEFAULT_CURRENCY,
        couponAmount: o.couponAmount ?? null,
        couponPercent: o.couponPercent ?? null,
        subscribeSavePercent: o.subscribeSavePercent ?? null,
        businessPrice: o.businessPrice ?? null,
        priceInCart: o.priceInCart ?? null,
        quantity: o.quantity ?? null,
        condition: o.condition ?? null,
        observedAt: o.observedAt,
        url: o.url || null,
      },
    })
  })
  return { valid, rejected }
}

export async function pushObservations(
  deps: Pick<AppDeps, 'db' | 'live' | 'logger' | 'mailer' | 'env'>,
  brand: ProtectionBrand,
  keyName: string,
  items: readonly unknown[],
  /** The key as the actor of the import's audit entry (apiKeyActor). */
  audit: { actor: AuditActor; key: AuditApiKey },
): Promise<PushResult> {
  const startedAt = Date.now()
  const { valid, rejected } = validate(items, startedAt)
  const rejections = new Rejections()
  for (const r of rejected) rejections.add(r.reason, r.index + 1)
  // Every valid observation's warnings, a retried one's too (the service is told again).
  const warnings = new ImportWarnings()
  for (const v of valid)
    warnings.addDraft(v.index + 1, { ok: true, draft: v.draft, warnings: v.warnings })
  if (valid.length === 0) {
    return {
      importId: null,
      accepted: 0,
      duplicates: 0,
      rejected,
      warnings: [],
      findingsOpened: {},
      findingsClosed: 0,
    }
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(listingImports)
      .values({
        brandId: brand.entryId,
        source: 'api',
        label: keyName,
        observedAt: new Date(),
      })
      .returning({ id: listingImports.id })
    const importId = row!.id
    const inserted = await insertObservations(
      tx,
      importId,
      brand.entryId,
      valid.map((v) => ({ rowNo: v.index + 1, externalId: v.id, draft: v.draft, raw: v.raw })),
    )
    if (inserted === 0) {
      await tx.delete(listingImports).where(eq(listingImports.id, importId))
      return { importId: null, inserted, detected: null }
    }
    const detected = await detect(tx, brand, { kind: 'import', importId })
    await addUnmatchedWarnings(tx, warnings, brand.entryId, importId, detected.unmatched)
    // The brand's digest of new findings commits with the import.
    await enqueueFindingsDigest(tx, deps, brand, detected, keyName)
    const summary = summaryOf(
      {
        rowsRead: items.length,
        rejections,
        warnings,
        duplicates: valid.length - inserted,
        startedAt,
      },
      detected,
    )
    await tx
      .update(listingImports)
      .set({ status: 'complete', summary, finishedAt: new Date() })
      .where(eq(listingImports.id, importId))
    const [entry] = await tx
      .select({ name: brandsDirectory.name })
      .from(brandsDirectory)
      .where(eq(brandsDirectory.id, brand.entryId))
    await recordAudit(tx, {
      actor: audit.actor,
      action: 'listing_import.pushed',
      targetType: 'listing_import',
      targetId: importId,
      targetLabel: `${audit.key.name} (${entry?.name ?? brand.entryId})`,
      after: {
        key: apiKeyText(audit.key),
        apiKeyId: audit.key.id,
        accepted: inserted,
        duplicates: summary.duplicates,
        rejected: summary.rejected,
        findingsOpened: detected.opened.length,
        findingsClosed: detected.closed.length,
      },
    })
    return { importId, inserted, detected, summary }
  })
  if (outcome.detected) {
    await afterDetection(deps, brand, outcome.detected)
  }
  const idAt = new Map(valid.map((v) => [v.index, v.id]))
  const opened: Record<string, number> = {}
  for (const f of outcome.detected?.opened ?? []) opened[f.kind] = (opened[f.kind] ?? 0) + 1
  return {
    importId: outcome.importId,
    accepted: outcome.inserted,
    duplicates: valid.length - outcome.inserted,
    rejected,
    warnings: warnings.keptRows().map(([row, kind, message, value]) => ({
      index: row - 1,
      id: idAt.get(row - 1) ?? null,
      kind,
      message,
      value,
    })),
    findingsOpened: opened,
    findingsClosed: outcome.detected?.closed.length ?? 0,
  }
}
