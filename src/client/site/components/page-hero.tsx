import type { ReactNode } from 'react'
import { cn } from '../lib/cn.ts'

/** The top of a content page: a small label, the page's one h1, a lead paragraph and extras. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  className,
}: {
  eyebrow?: string
  title: string
  lead?: ReactNode
  children?: ReactNode
  className?: string
}) {
  return (
    <div className={cn('border-border relative overflow-hidden border-b', className)}>
      <div
        aria-hidden="true"
        className="from-brand/[0.06] pointer-events-none absolute inset-x-0 top-0 h-full bg-gradient-to-b to-transparent"
      />
      <div className="relative mx-auto max-w-6xl px-4 pt-14 pb-12 sm:px-6 sm:pt-20 sm:pb-16">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase [@media(prefers-color-scheme:dark)]:text-blue-400">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-3 text-4xl leading-tight font-semibold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          {lead ? (
            <div className="text-foreground/80 mt-5 text-lg leading-relaxed text-pretty">
              {lead}
            </div>
          ) : null}
          {children}
        </div>
      </div>
    </div>
  )
}
