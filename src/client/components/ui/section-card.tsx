import type { ReactNode } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card.tsx'

/** A card that is one section of a screen: its heading, an optional line under it, its content. */
export function SectionCard({
  title,
  description,
  className,
  contentClassName,
  children,
}: {
  title: ReactNode
  description?: ReactNode
  className?: string | undefined
  contentClassName?: string | undefined
  children: ReactNode
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  )
}
