import {
  ORDER_STATUS_LABELS,
  orderStatusTone,
  type OrderStatus,
} from '#shared/brand-orders-texts.ts'
import { Badge } from '../../components/ui/badge.tsx'

/** 001 §4.5: delivered green, shipped blue, anything else amber; labels capitalised. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={orderStatusTone(status)}>{ORDER_STATUS_LABELS[status]}</Badge>
}
