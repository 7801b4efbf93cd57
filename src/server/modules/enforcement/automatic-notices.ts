/**
 * The first step of a brand's ladder, sent as soon as a violation by an authorized reseller is
 * found, when the brand asked for that (enforcement_settings.auto_first_notice). Only findings
 * this detection opened: an older observation imported later opens nothing, so sends nothing.
 */
import type { AppDeps } from '../../lib/http/types.ts'
import type { DetectResult, ProtectionBrand } from '../protection/detect.ts'
import { getEnforcementSettings } from './enforcement-settings.ts'
import { takeNextStep } from './take-step.ts'

export const AUTOMATIC_ACTOR = { userId: null, label: 'Automatic first notice' } as const

export async function sendAutomaticNotices(
  deps: Pick<AppDeps, 'db' | 'live' | 'logger' | 'mailer' | 'env'>,
  brand: ProtectionBrand,
  opened: DetectResult['opened'],
): Promise<number> {
  const enforceable = opened.filter((f) => f.kind !== 'unauthorized_seller' && f.resellerId)
  if (enforceable.length === 0) return 0
  const settings = await getEnforcementSettings(deps.db, brand.entryId)
  if (!settings.autoFirstNotice) return 0
  let sent = 0
  for (const f of enforceable) {
    try {
      await takeNextStep(deps, {
        brandId: brand.entryId,
        findingId: f.id,
        actor: AUTOMATIC_ACTOR,
        note: '',
      })
      sent += 1
    } catch (error) {
      deps.logger.warn(`automatic notice on ${f.id} failed: ${(error as Error).message}`)
    }
  }
  return sent
}
