import { cn } from '../../lib/utils.ts'

/**
 * A row of mutually exclusive buttons (7 Days / 30 Days / 90 Days, 6 Months / …): the chosen
 * one is pressed. Used by the Dashboard and Analytics.
 */
export function SegmentedToggle<V extends string | number>({
  label,
  options,
  value,
  onChange,
}: {
  label: string
  options: readonly { value: V; label: string }[]
  value: V
  onChange: (value: V) => void
}) {
  return (
    <div role="group" aria-label={label} className="bg-muted inline-flex rounded-md p-1">
      {options.map((option) => {
        const active = option.value === value
        return (
          <button
            key={String(option.value)}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={cn(
              'focus-visible:ring-ring rounded-sm px-3 py-1.5 text-sm font-medium transition-all focus-visible:ring-2 focus-visible:outline-none',
              active
                ? 'bg-background text-foreground shadow-sm'
                : 'text-foreground/75 hover:text-foreground',
            )}
          >
            {option.label}
          </button>
        )
      })}
    </div>
  )
}
