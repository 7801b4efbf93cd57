/**
 * A setting turned on or off: its label, a line saying what it does (the switch's description),
 * and the switch. The brand's and the reseller's notification settings list these.
 */
import { useId } from 'react'
import { cn } from '../../lib/utils.ts'
import { Switch } from './switch.tsx'

export function SettingSwitch({
  label,
  hint,
  checked,
  onChange,
  className,
}: {
  label: string
  hint: string
  checked: boolean
  onChange: (checked: boolean) => void
  className?: string
}) {
  const id = useId()
  return (
    <div className={cn('flex items-center justify-between gap-4', className)}>
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-hint`}
        checked={checked}
        onCheckedChange={onChange}
      />
    </div>
  )
}
