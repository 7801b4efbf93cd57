import { ArrowRight } from 'lucide-react'
import { cn } from '../lib/cn.ts'
import type { BlogSummary } from '../content/blog-catalog.ts'
import { formatContentDate } from '../content/types.ts'

/** Date and reading time of an article, e.g. "March 18, 2026 · 4 min read". */
export function ArticleMetaLine({
  publishedAt,
  readingMinutes,
  author,
  className,
}: {
  publishedAt: string
  readingMinutes: number
  author?: string
  className?: string
}) {
  return (
    <p
      className={cn('text-muted-foreground flex flex-wrap items-center gap-x-2 text-sm', className)}
    >
      <time dateTime={publishedAt}>{formatContentDate(publishedAt)}</time>
      <span aria-hidden="true">·</span>
      <span>{readingMinutes} min read</span>
      {author ? (
        <>
          <span aria-hidden="true">·</span>
          <span>By {author}</span>
        </>
      ) : null}
    </p>
  )
}

/**
 * An article teaser: the title is the link, and its ::after covers the card so that the whole
 * card is clickable while screen readers hear one link with the article's title.
 */
export function ArticleCard({
  article,
  headingLevel: Heading = 'h2',
  featured = false,
}: {
  article: BlogSummary
  headingLevel?: 'h2' | 'h3'
  featured?: boolean
}) {
  return (
    <article
      className={cn(
        'group border-border bg-background hover:border-foreground/30 has-[a:focus-visible]:ring-ring relative flex h-full flex-col rounded-xl border p-6 shadow-sm transition-colors has-[a:focus-visible]:ring-2',
        featured && 'sm:p-8',
      )}
    >
      <span className="self-start rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-medium text-blue-800">
        {article.category}
      </span>
      <Heading
        className={cn(
          'mt-4 font-semibold tracking-tight text-balance',
          featured ? 'text-2xl sm:text-3xl' : 'text-lg leading-snug',
        )}
      >
        <a
          href={`/blog/${article.slug}`}
          className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
        >
          {article.title}
        </a>
      </Heading>
      <p
        className={cn(
          'text-muted-foreground mt-3 flex-1 leading-relaxed',
          featured ? 'text-base sm:text-lg' : 'text-sm',
        )}
      >
        {article.description}
      </p>
      <div className="mt-5 flex items-center justify-between gap-3">
        <ArticleMetaLine
          publishedAt={article.publishedAt}
          readingMinutes={article.readingMinutes}
        />
        <ArrowRight
          aria-hidden="true"
          className="text-muted-foreground group-hover:text-foreground size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
        />
      </div>
    </article>
  )
}
