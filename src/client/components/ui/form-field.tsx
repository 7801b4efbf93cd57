import { useId, type ReactElement, cloneElement } from 'react'
import { Label } from './label.tsx'

/**
 * A labelled control with its error message, wired for assistive technology: the control gets
 * id, aria-invalid and aria-describedby; the message is announced.
 */
export function FormField({
  label,
  error,
  hint,
  children,
}: {
  label: string
  error?: string | undefined
  hint?: string
  children: ReactElement<Record<string, unknown>>
}) {
  const id = useId()
  const messageId = `${id}-message`
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
      })}
      {error ? (
        <p id={messageId} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
