/**
 * A brand's enforcement ladder and notice templates (issue 14 item 5). A brand that never saved
 * its own has the default ladder (notice → second notice → order hold → suspension → termination)
 * and the default templates.
 */
import { eq } from 'drizzle-orm'
import {
  DEFAULT_LADDER,
  DEFAULT_TEMPLATES,
  type LadderStep,
  type NoticeTemplateText,
} from '#shared/enforcement-texts.ts'
import type { EnforcementStep } from '#shared/protection.ts'
import type { EnforcementSettingsInput } from '#shared/schemas/protection.ts'
import type { DbOrTx } from '../../db/client.ts'
import { enforcementSettings } from '../../db/schema/index.ts'

export interface EnforcementSettings {
  ladder: LadderStep[]
  /** Every step's template: the brand's own, else the default. */
  templates: Record<EnforcementStep, NoticeTemplateText>
  autoFirstNotice: boolean
  customised: boolean
}

export function defaultEnforcementSettings(): EnforcementSettings {
  return {
    ladder: DEFAULT_LADDER.map((s) => ({ ...s })),
    templates: { ...DEFAULT_TEMPLATES },
    autoFirstNotice: false,
    customised: false,
  }
}

export async function getEnforcementSettings(
  db: DbOrTx,
  brandId: string,
): Promise<EnforcementSettings> {
  const [row] = await db
    .select()
    .from(enforcementSettings)
    .where(eq(enforcementSettings.brandId, brandId))
  if (!row) return defaultEnforcementSettings()
  return {
    ladder: row.ladder,
    templates: { ...DEFAULT_TEMPLATES, ...row.templates },
    autoFirstNotice: row.autoFirstNotice,
    customised: true,
  }
}

export async function saveEnforcementSettings(
  db: DbOrTx,
  brandId: string,
  input: EnforcementSettingsInput,
): Promise<EnforcementSettings> {
  const values = {
    ladder: input.ladder,
    templates: input.templates,
    autoFirstNotice: input.autoFirstNotice,
    updatedAt: new Date(),
  }
  await db
    .insert(enforcementSettings)
    .values({ brandId, ...values })
    .onConflictDoUpdate({ target: enforcementSettings.brandId, set: values })
  return getEnforcementSettings(db, brandId)
}
