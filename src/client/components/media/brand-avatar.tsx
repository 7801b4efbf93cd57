import { useState } from 'react'
import { brandInitial } from '#shared/brand-initial.ts'
import { cn } from '../../lib/utils.ts'

/**
 * A brand's avatar (issue 15 item 5): its logo, else the initial of its name (brandInitial skips
 * a "[DEMO]" tag and punctuation). Decorative: the brand's name is always written beside it.
 */
export function BrandAvatar({
  name,
  logoUrl,
  className,
}: {
  name: string
  logoUrl: string | null | undefined
  className?: string
}) {
  const [broken, setBroken] = useState(false)
  const box = cn('size-12 shrink-0 rounded-lg text-lg', className)
  if (logoUrl && !broken) {
    return (
      <img
        src={logoUrl}
        alt=""
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className={cn(box, 'border-border border object-contain')}
      />
    )
  }
  return (
    <div
      aria-hidden="true"
      data-testid="brand-initial"
      className={cn(
        box,
        'bg-muted text-muted-foreground flex items-center justify-center font-semibold',
      )}
    >
      {brandInitial(name)}
    </div>
  )
}
