import { ArrowLeft } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { PORTAL_MESSAGES } from '#shared/messages.ts'
import { StatusPage } from '../../components/layouts/status-page.tsx'
import { Button } from '../../components/ui/button.tsx'

/** 000 §2: the catch-all not-found page. */
export function Component() {
  const { pathname } = useLocation()
  const text = PORTAL_MESSAGES.notFound
  return (
    <StatusPage>
      <p className="text-brand text-6xl font-bold tracking-tight sm:text-7xl">{text.code}</p>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight sm:text-3xl">{text.title}</h1>
      <p className="text-muted-foreground mt-3 text-sm break-words">
        Nothing lives at{' '}
        <code className="bg-muted text-foreground rounded px-1.5 py-0.5">{pathname}</code>. The link
        may be out of date, or the address mistyped.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">
          <ArrowLeft />
          {text.backHome}
        </Link>
      </Button>
    </StatusPage>
  )
}
