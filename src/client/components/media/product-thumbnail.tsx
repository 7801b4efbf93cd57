import { ImageOff } from 'lucide-react'
import { useState } from 'react'
import { cn } from '../../lib/utils.ts'

/**
 * A product's thumbnail (issue 15 item 5), lazy-loaded, its alt text the product's name; a
 * neutral tile when the product has none (or it cannot load).
 */
export function ProductThumbnail({
  src,
  name,
  className,
}: {
  src: string | null | undefined
  name: string
  className?: string
}) {
  const [broken, setBroken] = useState(false)
  const box = cn('size-12 shrink-0 rounded-md border border-border', className)
  if (src && !broken) {
    return (
      <img
        src={src}
        alt={name}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
        className={cn(box, 'bg-background object-contain')}
      />
    )
  }
  return (
    <div
      aria-hidden="true"
      className={cn(box, 'bg-muted text-muted-foreground grid place-items-center')}
    >
      <ImageOff className="size-4" />
    </div>
  )
}
