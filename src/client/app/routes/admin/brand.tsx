import { useParams } from 'react-router'
import { BRAND_DETAIL_TEXTS } from '#shared/admin-detail-texts.ts'
import { RecordHistory } from '../../../features/audit-log/record-history.tsx'
import { BrandDetail } from '../../../features/brands-directory/brand-detail.tsx'

/** Issue 16 item 2: one directory brand, opened from the Brands Directory by its name. */
export function Component() {
  const { id = '' } = useParams()
  return (
    <BrandDetail
      id={id}
      renderHistory={(brand) => (
        <RecordHistory
          targetType="brand"
          targetId={brand.id}
          title={BRAND_DETAIL_TEXTS.historyTitle}
          headingLevel={2}
        />
      )}
    />
  )
}
