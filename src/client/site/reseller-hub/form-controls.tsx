/**
 * Native form controls for the public site: the portal kit's Label and Checkbox are Radix, which
 * the site's JavaScript budget cannot carry. Uncontrolled on purpose: what a visitor types before
 * hydration or before an error is never reset by a render.
 */
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../lib/cn.ts'

export const controlClass =
  'flex h-10 w-full rounded-md border border-border bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive'

export function fieldId(name: string): string {
  return `reseller-application-${name}`
}

export function messageId(name: string): string {
  return `${fieldId(name)}-message`
}

export function FieldMessage({
  name,
  error,
  hint,
}: {
  name: string
  error: string | undefined
  hint?: string | undefined
}) {
  if (error)
    return (
      <p id={messageId(name)} className="text-destructive text-sm">
        {error}
      </p>
    )
  if (hint)
    return (
      <p id={messageId(name)} className="text-muted-foreground text-xs">
        {hint}
      </p>
    )
  return null
}

function describedBy(name: string, error: string | undefined, hint: string | undefined) {
  return error || hint ? messageId(name) : undefined
}

interface FieldProps {
  name: string
  label: string
  error: string | undefined
  hint?: string | undefined
  optional?: boolean
  className?: string
}

export function TextField({
  name,
  label,
  error,
  hint,
  optional = false,
  className,
  ...input
}: FieldProps & Omit<ComponentProps<'input'>, 'name' | 'id'>) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <label htmlFor={fieldId(name)} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={fieldId(name)}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-describedby={describedBy(name, error, hint)}
        className={controlClass}
        {...input}
      />
      <FieldMessage name={name} error={error} hint={hint} />
    </div>
  )
}

export function SelectField({
  name,
  label,
  error,
  hint,
  optional = false,
  className,
  placeholder,
  options,
  defaultValue,
}: FieldProps & {
  placeholder?: string
  options: readonly { value: string; label: string }[]
  defaultValue?: string
}) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <label htmlFor={fieldId(name)} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={fieldId(name)}
        name={name}
        defaultValue={defaultValue ?? ''}
        aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-describedby={describedBy(name, error, hint)}
        className={cn(controlClass, 'py-0!')}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage name={name} error={error} hint={hint} />
    </div>
  )
}

export function FieldGroup({
  name,
  legend,
  error,
  hint,
  children,
  className,
  section = false,
}: {
  name: string
  legend: string
  error: string | undefined
  hint?: string | undefined
  children: ReactNode
  className?: string
  /** A group that is a part of the form (styled like the other parts' legends). */
  section?: boolean
}) {
  return (
    <fieldset
      id={fieldId(name)}
      aria-describedby={describedBy(name, error, hint)}
      className={cn('grid gap-3', className)}
    >
      <legend className={section ? 'mb-4 text-base font-semibold' : 'mb-1 text-sm font-medium'}>
        {legend}
      </legend>
      {children}
      <FieldMessage name={name} error={error} hint={hint} />
    </fieldset>
  )
}
