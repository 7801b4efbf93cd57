import type { ComponentProps } from 'react'
import { cn } from '../../lib/utils.ts'

export function Alert({
  className,
  variant = 'default',
  ...props
}: ComponentProps<'div'> & { variant?: 'default' | 'destructive' | 'success' | 'warning' }) {
  return (
    <div
      role="alert"
      className={cn(
        'rounded-lg border p-4 text-sm',
        variant === 'destructive' && 'border-destructive/40 bg-destructive/5 text-destructive',
        variant === 'success' && 'border-emerald-300 bg-emerald-50 text-emerald-900',
        variant === 'warning' && 'border-amber-300 bg-amber-50 text-amber-900',
        variant === 'default' && 'border-border bg-muted',
        className,
      )}
      {...props}
    />
  )
}
export function AlertTitle({ className, ...props }: ComponentProps<'h3'>) {
  return <h3 className={cn('mb-1 font-semibold', className)} {...props} />
}
