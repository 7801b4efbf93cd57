import { PRODUCT_NAME } from '#shared/product.ts'
import { clsx } from 'clsx'

const markClass =
  'focus-visible:ring-ring inline-flex items-center gap-2.5 rounded-md font-semibold tracking-tight focus-visible:ring-2 focus-visible:outline-none'

// clsx, not `cn`: the public site shows the mark too and does without tailwind-merge; callers
// add classes that don't clash with markClass.

/** The product's mark (the favicon's drawing) and name; a link home unless `linked` is false. */
export function ProductMark({
  className,
  onClick,
  linked = true,
}: {
  className?: string
  onClick?: () => void
  linked?: boolean
}) {
  const content = (
    <>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M8 22V10l8 7 8-7v12"
          className="stroke-primary-foreground"
          strokeWidth="3"
          fill="none"
          strokeLinejoin="round"
        />
      </svg>
      <span>{PRODUCT_NAME}</span>
    </>
  )
  if (!linked) return <span className={clsx(markClass, className)}>{content}</span>
  return (
    // A document link: the home page is prerendered, not a route of the app.
    <a href="/" onClick={onClick} className={clsx(markClass, className)}>
      {content}
    </a>
  )
}
