/**
 * The portal kit's button and input, for the public site: the same looks from `variants.ts`,
 * without tailwind-merge or Radix Slot. A link that looks like a button is an `<a>` here rather
 * than `Button asChild`. Extra classes are joined (see `site/lib/cn.ts`), so they must not set a
 * property the variant already sets; pass `size={null}` to give a height and padding of one's own.
 */
import type { VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { buttonVariants, INPUT_CLASS } from '../../components/ui/variants.ts'
import { cn } from '../lib/cn.ts'

type ButtonLook = VariantProps<typeof buttonVariants>

export function SiteButton({
  className,
  variant,
  size,
  type = 'button',
  ...props
}: ComponentProps<'button'> & ButtonLook) {
  return (
    <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  )
}

export function SiteLinkButton({
  className,
  variant,
  size,
  ...props
}: ComponentProps<'a'> & ButtonLook) {
  return <a className={cn(buttonVariants({ variant, size }), className)} {...props} />
}

export function SiteInput({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(INPUT_CLASS, className)} {...props} />
}
