import { clsx, type ClassValue } from 'clsx'

/**
 * The public site's class joiner: clsx without tailwind-merge (8.6 KB gzipped, out of a 100 KB
 * budget). Classes are joined, not merged, so callers never pass two utilities for one property.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
