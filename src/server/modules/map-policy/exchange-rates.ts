/**
 * The brand's exchange rates (decision 013): what a MAP in MAP_CURRENCY is converted with to judge
 * a price in another currency that has no MAP of its own. Entered by the brand, dated, never
 * fetched: a rate from the internet would change verdicts without anyone deciding it. Each rate
 * holds from its date to the next rate of its currency; a new one asks for a re-detection (the
 * trigger on exchange_rates, drizzle/0040).
 */
import { desc, eq } from 'drizzle-orm'
import type { ExchangeRateView } from '#shared/protection-api.ts'
import type { ExchangeRateInput } from '#shared/schemas/protection.ts'
import type { DbOrTx } from '../../db/client.ts'
import { exchangeRates } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http/errors.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { recordAudit, type AuditActor } from '../audit-log/record-audit.ts'
import type { ProtectionScope } from '../protection/protection-brand.ts'

export async function listExchangeRates(db: DbOrTx, entryId: string): Promise<ExchangeRateView[]> {
  const rows = await db
    .select({
      id: exchangeRates.id,
      currency: exchangeRates.currency,
      rate: exchangeRates.rate,
      effectiveFrom: exchangeRates.effectiveFrom,
    })
    .from(exchangeRates)
    .where(eq(exchangeRates.brandId, entryId))
    .orderBy(exchangeRates.currency, desc(exchangeRates.effectiveFrom))
    .limit(1000)
  return rows.map((r) => ({
    id: r.id,
    currency: r.currency,
    rate: r.rate,
    effectiveFrom: r.effectiveFrom.toISOString(),
  }))
}

export async function addExchangeRate(
  deps: Pick<AppDeps, 'db'>,
  scope: ProtectionScope,
  input: ExchangeRateInput,
  actor: AuditActor,
): Promise<ExchangeRateView> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(exchangeRates)
      .values({
        brandId: scope.entry.id,
        currency: input.currency,
        rate: input.rate,
        effectiveFrom: input.effectiveFrom,
        createdBy: scope.actor.userId,
      })
      .onConflictDoNothing()
      .returning({ id: exchangeRates.id })
    if (!row) {
      throw new HttpError(409, {
        code: 'EXCHANGE_RATE_EXISTS',
        message: `A rate for ${input.currency} from that time is already entered`,
      })
    }
    await recordAudit(tx, {
      actor,
      action: 'exchange_rate.added',
      targetType: 'map_policy',
      targetId: scope.entry.id,
      targetLabel: scope.entry.name,
      after: { currency: input.currency, rate: input.rate, effectiveFrom: input.effectiveFrom },
    })
    return {
      id: row.id,
      currency: input.currency,
      rate: input.rate,
      effectiveFrom: input.effectiveFrom.toISOString(),
    }
  })
}
