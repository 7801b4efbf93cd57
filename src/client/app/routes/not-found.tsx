import { ArrowLeft } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { PORTAL_MESSAGES } from '#shared/messages.ts'
import { ProductMark } from '../../components/layouts/product-mark.tsx'
import { Button } from '../../components/ui/button.tsx'

/** 000 §2: the catch-all not-found page. */
export function Component() {
  const { pathname } = useLocation()
  const text = PORTAL_MESSAGES.notFound
  return (
    <div className="flex min-h-screen flex-col">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-4 sm:px-6">
        <ProductMark />
      </header>
      <main className="grid flex-1 place-items-center px-4 pb-24">
        <div className="text-center">
          <p className="text-brand text-6xl font-bold tracking-tight sm:text-7xl">{text.code}</p>
          <h1 className="mt-4 text-2xl font-semibold tracking-tight sm:text-3xl">{text.title}</h1>
          <p className="text-muted-foreground mx-auto mt-3 max-w-md text-sm break-words">
            Nothing lives at{' '}
            <code className="bg-muted text-foreground rounded px-1.5 py-0.5">{pathname}</code>. The
            link may be out of date, or the address mistyped.
          </p>
          <Button asChild className="mt-8">
            <Link to="/">
              <ArrowLeft />
              {text.backHome}
            </Link>
          </Button>
        </div>
      </main>
    </div>
  )
}
