import { cn } from '../../lib/utils.ts'

/**
 * A long text to read (a policy, a notice) in its own scrolling panel: a named region that takes
 * focus, so that keyboard users can scroll it too.
 */
export function ReadingPanel({
  label,
  text,
  className,
}: {
  label: string
  text: string
  className?: string
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'border-border bg-muted/40 focus-visible:ring-ring max-h-72 overflow-y-auto rounded-md border p-4 text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap focus-visible:ring-2 focus-visible:outline-none',
        className,
      )}
    >
      {text}
    </div>
  )
}
