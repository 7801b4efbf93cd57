/** The brand protection analytics answer, for a brand with a directory entry. */
import type { ProtectionAnalyticsResponse } from '#server/modules/protection-analytics/protection-analytics.ts'

export type ProtectionData = Extract<ProtectionAnalyticsResponse, { recalculating: boolean }>
export type ProtectionMonth = ProtectionData['months'][number]
