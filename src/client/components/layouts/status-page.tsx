import type { ReactNode } from 'react'
import { ProductMark } from './product-mark.tsx'

/** A whole-page message outside the portals: the not-found page and the router's error screen. */
export function StatusPage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-4 sm:px-6">
        <ProductMark />
      </header>
      <main className="grid flex-1 place-items-center px-4 pb-24">
        <div className="max-w-md text-center">{children}</div>
      </main>
    </div>
  )
}
