import type { LucideIcon } from 'lucide-react'
import { BRAND_SETTINGS_TEXTS } from '#shared/brand-settings-texts.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx'

/** 001 §2.3: a security feature that is visibly disabled and marked Coming Soon. */
export function ComingSoonCard({
  title,
  description,
  icon: Icon,
}: {
  title: string
  description: string
  icon: LucideIcon
}) {
  return (
    <Card aria-disabled="true" className="opacity-75">
      <CardHeader>
        <div className="flex items-start gap-3">
          <Icon aria-hidden="true" className="text-muted-foreground mt-0.5 size-5" />
          <div className="grid gap-1.5">
            <CardTitle className="flex items-center gap-2 text-lg">
              {title}
              <Badge tone="info">{BRAND_SETTINGS_TEXTS.security.comingSoon}</Badge>
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
        </div>
      </CardHeader>
    </Card>
  )
}
