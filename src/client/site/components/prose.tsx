import type { ReactNode } from 'react'
import { cn } from '../lib/cn.ts'
import { anchorOf, type ProseBlock } from '../content/types.ts'

/**
 * Long-form text (articles, legal pages) from typed blocks: readable measure (~65ch), generous
 * line height, clear heading rhythm. Written by hand instead of a typography plugin to keep the
 * CSS small. Every string is rendered as text, so content can never inject markup.
 */

/** Links inside running text; the dark-mode shade keeps 4.5:1 contrast on the dark background. */
export const textLinkClass =
  'text-brand [@media(prefers-color-scheme:dark)]:text-blue-400 underline underline-offset-4 decoration-1 hover:decoration-2 focus-visible:ring-ring rounded-sm focus-visible:ring-2 focus-visible:outline-none'

// E-mail addresses, and site paths such as /privacy written after a space or an opening bracket.
const LINKABLE =
  /([\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?<=^|[\s(])\/[a-z](?:[a-z0-9.-]*[a-z0-9])?(?:\/[a-z0-9-]+)*)/g

/** Plain text with its e-mail addresses and site paths turned into links. */
export function RichText({ text }: { text: string }) {
  const parts = text.split(LINKABLE)
  return parts.map((part, index) => {
    // split() with one capture group puts the matches at the odd indexes.
    if (index % 2 === 0) return part
    const href = part.startsWith('/') ? part : `mailto:${part}`
    return (
      <a key={index} href={href} className={textLinkClass}>
        {part}
      </a>
    )
  })
}

/** Heading anchors, unique within one document (a repeated heading gets -2, -3…). */
export function headingIds(blocks: readonly ProseBlock[]): Map<number, string> {
  const seen = new Map<string, number>()
  const ids = new Map<number, string>()
  blocks.forEach((block, index) => {
    if (block.type !== 'h2' && block.type !== 'h3') return
    const base = anchorOf(block.text) || 'section'
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    ids.set(index, count === 1 ? base : `${base}-${count}`)
  })
  return ids
}

/** The h2 headings of a document, for its table of contents. */
export function tocOf(blocks: readonly ProseBlock[]): { id: string; label: string }[] {
  const ids = headingIds(blocks)
  return blocks.flatMap((block, index) =>
    block.type === 'h2' ? [{ id: ids.get(index)!, label: block.text }] : [],
  )
}

export function Prose({
  blocks,
  className,
}: {
  blocks: readonly ProseBlock[]
  className?: string
}) {
  const ids = headingIds(blocks)
  return (
    <div className={cn('max-w-[65ch] text-[1.0625rem] leading-7', className)}>
      {blocks.map((block, index) => (
        <ProseBlockView key={index} block={block} id={ids.get(index)} />
      ))}
    </div>
  )
}

function ProseBlockView({ block, id }: { block: ProseBlock; id: string | undefined }): ReactNode {
  switch (block.type) {
    case 'p':
      return (
        <p className="mt-5 first:mt-0">
          <RichText text={block.text} />
        </p>
      )
    case 'h2':
      return (
        <h2
          id={id}
          className="mt-12 scroll-mt-24 text-2xl leading-tight font-semibold tracking-tight text-balance first:mt-0"
        >
          {block.text}
        </h2>
      )
    case 'h3':
      return (
        <h3 id={id} className="mt-8 scroll-mt-24 text-lg leading-snug font-semibold first:mt-0">
          {block.text}
        </h3>
      )
    case 'ul':
    case 'ol': {
      const List = block.type
      return (
        <List
          className={cn(
            'marker:text-muted-foreground mt-5 space-y-2.5 pl-6',
            block.type === 'ul' ? 'list-disc' : 'list-decimal marker:font-medium',
          )}
        >
          {block.items.map((item) => (
            <li key={item} className="pl-1.5">
              <RichText text={item} />
            </li>
          ))}
        </List>
      )
    }
    case 'quote':
      return (
        <blockquote className="border-brand text-foreground/90 mt-6 border-l-4 py-1 pl-5 italic">
          <p>
            <RichText text={block.text} />
          </p>
        </blockquote>
      )
    case 'callout':
      return (
        <div
          role="note"
          className="border-border bg-muted/50 mt-8 rounded-lg border border-l-4 border-l-amber-500 p-5"
        >
          <p className="font-semibold">{block.title}</p>
          <p className="mt-1.5 text-base leading-relaxed">
            <RichText text={block.text} />
          </p>
        </div>
      )
    case 'table':
      // Below the sm breakpoint each row becomes a small card with the column names as labels,
      // instead of a squeezed grid. The explicit roles keep the table semantics that some
      // browsers drop when table parts are displayed as blocks.
      return (
        <div className="border-border mt-6 rounded-lg border">
          <table
            role="table"
            className="w-full border-collapse text-left text-[0.9375rem] leading-6 max-sm:block"
          >
            <caption className="border-border border-b px-4 py-3 text-left text-sm font-semibold max-sm:block">
              {block.caption}
            </caption>
            <thead role="rowgroup" className="bg-muted/50 max-sm:sr-only">
              <tr role="row">
                {block.head.map((cell) => (
                  <th
                    key={cell}
                    role="columnheader"
                    scope="col"
                    className="px-4 py-2.5 font-semibold"
                  >
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup" className="max-sm:block">
              {block.rows.map((row) => (
                <tr
                  key={row.join('|')}
                  role="row"
                  className="border-border border-t align-top first:border-t-0 max-sm:block max-sm:py-2 sm:first:border-t"
                >
                  {row.map((cell, cellIndex) =>
                    cellIndex === 0 ? (
                      <th
                        key={cellIndex}
                        role="rowheader"
                        scope="row"
                        className="px-4 py-2.5 font-medium max-sm:block max-sm:pb-1 max-sm:font-semibold"
                      >
                        <RichText text={cell} />
                      </th>
                    ) : (
                      <td
                        key={cellIndex}
                        role="cell"
                        className="px-4 py-2.5 max-sm:block max-sm:py-1.5"
                      >
                        <span
                          aria-hidden="true"
                          className="text-muted-foreground block text-xs font-semibold tracking-wide uppercase sm:hidden"
                        >
                          {block.head[cellIndex]}
                        </span>
                        <RichText text={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
  }
}

/** "On this page": links to the h2 anchors of a long page. */
export function TableOfContents({
  items,
  className,
}: {
  items: readonly { id: string; label: string }[]
  className?: string
}) {
  return (
    <nav aria-label="Table of contents" className={cn('text-sm', className)}>
      <p className="font-semibold">On this page</p>
      <ol className="border-border mt-3 space-y-2 border-l">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="text-muted-foreground hover:text-foreground hover:border-foreground focus-visible:ring-ring -ml-px block border-l border-transparent pl-3 leading-snug focus-visible:ring-2 focus-visible:outline-none"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
