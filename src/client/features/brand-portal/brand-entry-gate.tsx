import { Building2, Clock } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { BRAND_ENTRY_TEXTS as T } from '#shared/brand-settings-texts.ts'
import { PORTAL_MESSAGES } from '#shared/messages.ts'
import { PageHeader } from '../../components/layouts/page-header.tsx'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { useBrandEntry } from './api.ts'
import { BrandEntryForm } from './brand-entry-form.tsx'

export interface GateUser {
  email: string
  role: string
  fullName: string | null
  companyName: string | null
}

/**
 * A brand is its brands-directory entry (001 §6). Without one, the dashboard is replaced by an
 * explanation and the form that creates the entry (never an empty dashboard), and every other
 * brand screen says why it has nothing to show. An entry that is not yet active shows that it
 * awaits an admin's review. Admins visiting the portal are not brands: they pass untouched.
 */
export function BrandEntryGate({
  user,
  isDashboard,
  dashboardHeading,
  dashboardPath,
  children,
}: {
  user: GateUser | null | undefined
  /** The dashboard is where the form replaces the screen. */
  isDashboard: boolean
  dashboardHeading: string
  dashboardPath: string
  children: ReactNode
}) {
  const isBrand = user?.role === 'brand'
  const { data: entry, isSuccess } = useBrandEntry(isBrand)
  // While loading, or when the entry cannot be read, the screen itself decides what to show.
  if (!isBrand || !user || !isSuccess) return children

  if (entry === null) {
    if (isDashboard) {
      const name = user.fullName?.trim() || user.email
      return (
        <>
          <PageHeader title={dashboardHeading} description={PORTAL_MESSAGES.welcomeBack(name)} />
          <div className="grid gap-6">
            <Alert role="status" className="flex gap-3">
              <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <div>
                <AlertTitle>{T.missingTitle}</AlertTitle>
                <p>{T.missingDescription(user.email)}</p>
              </div>
            </Alert>
            <BrandEntryForm contactEmail={user.email} defaultName={user.companyName} />
          </div>
        </>
      )
    }
    return (
      <>
        <Alert role="status" className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <span className="flex items-center gap-2">
            <Building2 aria-hidden="true" className="size-4 shrink-0" />
            {T.bannerMissing}
          </span>
          <Link to={dashboardPath} className="font-medium underline underline-offset-4">
            {T.bannerMissingAction}
          </Link>
        </Alert>
        {children}
      </>
    )
  }

  if (!entry.isActive) {
    return (
      <>
        <Alert
          role="status"
          className="mb-6 flex gap-3 border-amber-300 bg-amber-50 text-amber-950"
        >
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <AlertTitle>{entry.submittedByBrand ? T.awaitingTitle : T.inactiveTitle}</AlertTitle>
            <p>
              {entry.submittedByBrand
                ? T.awaitingDescription(entry.name)
                : T.inactiveDescription(entry.name)}
            </p>
          </div>
        </Alert>
        {children}
      </>
    )
  }
  return children
}
