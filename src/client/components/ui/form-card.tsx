import { LoaderCircle } from 'lucide-react'
import type { ComponentProps, FormEventHandler, ReactNode } from 'react'
import { cn } from '../../lib/utils.ts'
import { Button } from './button.tsx'
import { SectionCard } from './section-card.tsx'

/** A button that shows a spinner (in place of its icon) and stays disabled while its action runs. */
export function PendingButton({
  pending,
  icon,
  disabled,
  children,
  ...props
}: ComponentProps<typeof Button> & { pending: boolean; icon?: ReactNode }) {
  return (
    <Button disabled={pending || disabled} {...props}>
      {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : icon}
      {children}
    </Button>
  )
}

/** A settings-style form in its own card: heading, description, the fields, one submit button. */
export function FormCard({
  title,
  description,
  onSubmit,
  submitLabel,
  submitting,
  className,
  children,
}: {
  title: string
  description: ReactNode
  onSubmit: FormEventHandler<HTMLFormElement>
  submitLabel: string
  submitting: boolean
  /** More classes for the form (a narrower one, say). */
  className?: string
  children: ReactNode
}) {
  return (
    <SectionCard title={title} description={description}>
      <form noValidate onSubmit={onSubmit} className={cn('grid gap-4', className)}>
        {children}
        <div>
          <PendingButton type="submit" pending={submitting}>
            {submitLabel}
          </PendingButton>
        </div>
      </form>
    </SectionCard>
  )
}
