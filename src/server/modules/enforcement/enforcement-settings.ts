/**
 * A brand's enforcement ladder and notice templates (issue 14 item 5). A brand that never saved
 * its own has the default ladder (notice → second notice → order hold → suspension → termination)
 * and the default templates.
 */
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm'
import { AUDIT_VALUE_TEXTS } from '#shared/audit-log-texts.ts'
import {
  DEFAULT_LADDER,
  DEFAULT_TEMPLATES,
  type LadderStep,
  type NoticeTemplateText,
} from '#shared/enforcement-texts.ts'
import {
  ENFORCEMENT_STEP_LABELS,
  ENFORCEMENT_STEPS,
  type EnforcementStep,
} from '#shared/protection.ts'
import type { EnforcementSettingsInput } from '#shared/schemas/protection.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { enforcementSettings, protectionFindings } from '../../db/schema/index.ts'
import { changedFields, recordAudit, type AuditActor } from '../audit-log/record-audit.ts'
import { loadFinding } from '../protection/finding-context.ts'
import { noticeValues } from './notices.ts'

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

/**
 * The settings as an audit entry shows them: the ladder in words, the switch, and each step's
 * subject and body as their own fields, so that an entry holds only the templates that changed.
 */
function audited(s: EnforcementSettings): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    ladder: s.ladder.map((l) =>
      AUDIT_VALUE_TEXTS.ladderStep(ENFORCEMENT_STEP_LABELS[l.step], l.cureDays),
    ),
    autoFirstNotice: s.autoFirstNotice,
  }
  for (const step of ENFORCEMENT_STEPS) {
    fields[`${step}_subject`] = s.templates[step].subject
    fields[`${step}_body`] = s.templates[step].body
  }
  return fields
}

/** Saves the brand's settings and their audit entry (what changed, decision 016) together. */
export async function saveEnforcementSettings(
  db: Db,
  brandId: string,
  input: EnforcementSettingsInput,
  audit: { actor: AuditActor; brandName: string },
): Promise<EnforcementSettings> {
  const values = {
    ladder: input.ladder,
    templates: input.templates,
    autoFirstNotice: input.autoFirstNotice,
    updatedAt: new Date(),
  }
  return db.transaction(async (tx) => {
    // One save at a time per brand, so that `before` is what this save replaced.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`enforcement-settings:${brandId}`}, 0))`,
    )
    const before = await getEnforcementSettings(tx, brandId)
    await tx
      .insert(enforcementSettings)
      .values({ brandId, ...values })
      .onConflictDoUpdate({ target: enforcementSettings.brandId, set: values })
    const after = await getEnforcementSettings(tx, brandId)
    const changes = changedFields(audited(before), audited(after))
    if (Object.keys(changes.after).length > 0) {
      await recordAudit(tx, {
        actor: audit.actor,
        action: 'enforcement_settings.updated',
        targetType: 'enforcement_settings',
        targetId: brandId,
        targetLabel: audit.brandName,
        ...changes,
      })
    }
    return after
  })
}

/** The placeholders a notice fills from its finding (step, next step and deadline come from the ladder). */
export type NoticeSampleValues = Omit<
  ReturnType<typeof noticeValues>,
  'step' | 'nextStep' | 'deadline'
>

/**
 * What the template editor's preview fills a notice with: the values of the brand's newest open
 * MAP or scope violation by an authorized reseller, exactly as a notice on it would read them;
 * null when the brand has none (the screen then shows example values, labelled as such).
 */
export async function noticeSample(
  db: DbOrTx,
  brandId: string,
): Promise<{ findingId: string; values: NoticeSampleValues } | null> {
  const [newest] = await db
    .select({ id: protectionFindings.id })
    .from(protectionFindings)
    .where(
      and(
        eq(protectionFindings.brandId, brandId),
        eq(protectionFindings.status, 'open'),
        ne(protectionFindings.kind, 'unauthorized_seller'),
        isNotNull(protectionFindings.resellerId),
      ),
    )
    .orderBy(desc(protectionFindings.lastObservedAt), desc(protectionFindings.id))
    .limit(1)
  if (!newest) return null
  const finding = await loadFinding(db, newest.id, { brandId })
  if (!finding) return null
  const {
    step: _step,
    nextStep: _next,
    deadline: _deadline,
    ...values
  } = noticeValues(finding, 'notice', null, null)
  return { findingId: finding.id, values }
}
