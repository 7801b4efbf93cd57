import type { ComponentProps } from 'react'
import { cn } from '../../lib/utils.ts'
import { INPUT_CLASS, TEXTAREA_CLASS } from './variants.ts'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(INPUT_CLASS, className)} {...props} />
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(TEXTAREA_CLASS, className)} {...props} />
}
