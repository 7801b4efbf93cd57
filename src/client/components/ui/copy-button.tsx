import { Check, Copy } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'
import { COPY_FEEDBACK_MS } from '#shared/constants.ts'
import { COPY_MESSAGES } from '#shared/messages.ts'
import { Button } from './button.tsx'

/**
 * Copies `value` to the clipboard. The icon turns into a check for COPY_FEEDBACK_MS (000 §9,
 * 001 §9), and the change is announced to screen readers.
 */
export function CopyButton({
  value,
  label,
  className,
}: {
  value: string
  /** The accessible name, e.g. 'Copy invitation link'. */
  label: string
  className?: string
}) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
    } catch {
      // The clipboard API needs a secure context and permission; the value stays selectable.
      toast.error(COPY_MESSAGES.failedTitle, { description: COPY_MESSAGES.failed })
      return
    }
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS)
  }

  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="icon"
        onClick={copy}
        aria-label={label}
        className={className}
      >
        {copied ? <Check className="text-emerald-600" /> : <Copy />}
      </Button>
      <span role="status" className="sr-only">
        {copied ? COPY_MESSAGES.copied : ''}
      </span>
    </>
  )
}
