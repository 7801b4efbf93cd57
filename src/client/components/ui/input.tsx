import { Search } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/utils.ts'
import { INPUT_CLASS, TEXTAREA_CLASS } from './variants.ts'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(INPUT_CLASS, className)} {...props} />
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(TEXTAREA_CLASS, className)} {...props} />
}

/** A search box with its magnifier icon; the props are the input's (type="search"). */
export function SearchInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="text-muted-foreground absolute top-1/2 left-3 size-4 -translate-y-1/2"
      />
      <Input type="search" className={cn('pl-9', className)} {...props} />
    </div>
  )
}
