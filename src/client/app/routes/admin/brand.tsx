import { useParams } from 'react-router'
import { BRAND_DETAIL_TEXTS } from '#shared/admin-detail-texts.ts'
import { AUDIT_LOG_TEXTS } from '#shared/audit-log-texts.ts'
import { RecordHistory } from '../../../features/audit-log/record-history.tsx'
import { BrandDetail } from '../../../features/brands-directory/brand-detail.tsx'

/** Issue 16 item 2: one directory brand, opened from the Brands Directory by its name. */
export function Component() {
  const { id = '' } = useParams()
  return (
    <BrandDetail
      id={id}
      renderHistory={(brand) => (
        <>
          <RecordHistory
            targetType="brand"
            targetId={brand.id}
            title={BRAND_DETAIL_TEXTS.historyTitle}
            headingLevel={2}
          />
          {/* Decision 016: the brand's own protection rules are records of the entry too. */}
          <RecordHistory
            targetType="enforcement_settings"
            targetId={brand.id}
            title={AUDIT_LOG_TEXTS.enforcementHistoryTitle}
            headingLevel={2}
          />
          <RecordHistory
            targetType="map_policy"
            targetId={brand.id}
            title={AUDIT_LOG_TEXTS.mapPolicyHistoryTitle}
            headingLevel={2}
          />
        </>
      )}
    />
  )
}
