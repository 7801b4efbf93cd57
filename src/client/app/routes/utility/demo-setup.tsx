import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query'
import { Database, LoaderCircle, RefreshCw, Sparkles, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import type { Role } from '#shared/constants.ts'
import { MESSAGES, PORTAL_MESSAGES } from '#shared/messages.ts'
import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { UtilityShell } from '../../../components/layouts/utility-shell.tsx'
import { Alert, AlertTitle } from '../../../components/ui/alert.tsx'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx'
import { CopyButton } from '../../../components/ui/copy-button.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { api, ApiError } from '../../../lib/api.ts'

const text = PORTAL_MESSAGES.demo

interface DemoStatus {
  accounts: { role: Role; email: string; password: string; loginPath: string; exists: boolean }[]
  counts: Record<string, number>
}
type SetupMode = 'complete' | 'seed' | 'reseed'
interface SetupResult {
  success: boolean
  created: string[]
  existing: string[]
}

const demoStatusQueryOptions = queryOptions({
  queryKey: ['demo', 'status'],
  queryFn: () => api<DemoStatus>('/api/demo/status'),
})

const MODES: readonly {
  mode: SetupMode
  label: string
  description: string
  icon: LucideIcon
  variant: 'default' | 'outline'
}[] = [
  {
    mode: 'complete',
    label: 'Create Complete Demo Setup',
    description: 'Creates the admin, brand and reseller accounts and fills them with demo data.',
    icon: Sparkles,
    variant: 'default',
  },
  {
    mode: 'seed',
    label: 'Seed Data Only',
    description:
      'Adds only the missing demo data. Products, allocations and orders need the demo accounts.',
    icon: Database,
    variant: 'outline',
  },
  {
    mode: 'reseed',
    label: 'Force Re-seed',
    description:
      'Puts the demo data back as seeded and restores what is missing. Existing accounts keep their passwords.',
    icon: RefreshCw,
    variant: 'outline',
  },
]

/** Labels of the verification counts (001 §7.5); a count the server adds later still shows. */
const COUNT_LABELS: Record<string, string> = {
  accounts: 'Demo accounts',
  brands: '[DEMO] brands',
  products: '[DEMO] products',
  allocations: 'Demo reseller allocations',
  orders: 'Demo reseller orders',
}
const humanize = (key: string) =>
  key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())

/**
 * Investor Demo Setup (001 §2.2): open in demo mode, admin-only otherwise (DESIGN decision 2).
 * Existing demo accounts count as success (000 §5).
 */
export function Component() {
  const status = useQuery(demoStatusQueryOptions)
  const denied =
    status.error instanceof ApiError && (status.error.status === 401 || status.error.status === 403)

  if (denied) {
    return (
      <UtilityShell>
        <PageHeader title={MESSAGES.accessDenied.title} description={text.accessDenied} />
        <Button asChild>
          <Link to="/admin/login">Admin sign in</Link>
        </Button>
      </UtilityShell>
    )
  }

  return (
    <UtilityShell>
      <PageHeader
        title={text.title}
        description="Prepare the marketplace for a walkthrough: demo accounts for every role, and the demo data they need."
      />
      <div className="grid gap-6">
        <SetupCard />
        <CredentialsCard status={status} />
      </div>
    </UtilityShell>
  )
}

function SetupCard() {
  const queryClient = useQueryClient()
  const setup = useMutation({
    mutationFn: (mode: SetupMode) =>
      api<SetupResult>('/api/demo/setup', { method: 'POST', body: { mode } }),
    onSuccess: (result, mode) => {
      if (!result.success) {
        failed(mode)
        return
      }
      toast.success(text.complete, {
        description: result.created.length
          ? `Created ${result.created.join(', ')}.`
          : 'Everything was already in place.',
      })
      if (result.existing.length > 0) {
        toast.info(text.someExist, { description: result.existing.join(', ') })
      }
    },
    onError: (error, mode) => failed(mode, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: demoStatusQueryOptions.queryKey }),
  })

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Set up the demo</CardTitle>
        <CardDescription>Safe to run more than once: nothing is duplicated.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-border border-border divide-y rounded-lg border">
          {MODES.map(({ mode, label, description, icon: Icon, variant }) => {
            const running = setup.isPending && setup.variables === mode
            return (
              <li
                key={mode}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6"
              >
                <p className="text-muted-foreground text-sm">{description}</p>
                <Button
                  variant={variant}
                  onClick={() => setup.mutate(mode)}
                  disabled={setup.isPending}
                  aria-busy={running || undefined}
                  className="w-full shrink-0 sm:w-64"
                >
                  {running ? <LoaderCircle className="animate-spin" /> : <Icon />}
                  {label}
                </Button>
              </li>
            )
          })}
        </ul>
      </CardContent>
    </Card>
  )
}

function failed(mode: SetupMode, error?: unknown) {
  toast.error(mode === 'seed' ? text.seedFailed : text.error, {
    description: error instanceof Error ? error.message : undefined,
  })
}

function CredentialsCard({ status }: { status: UseQueryResult<DemoStatus> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Demo credentials</CardTitle>
        <CardDescription>Sign in with these accounts during the demo.</CardDescription>
      </CardHeader>
      <CardContent>
        {status.isPending ? (
          <div role="status" aria-label="Loading" className="grid gap-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : status.isError ? (
          <Alert variant="destructive" className="flex flex-wrap items-center gap-3">
            <div className="flex-1">
              <AlertTitle>Could not load the demo status</AlertTitle>
              <p>{status.error.message}</p>
            </div>
            <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
              Try Again
            </Button>
          </Alert>
        ) : (
          <>
            <ul className="divide-border border-border divide-y rounded-lg border">
              {status.data.accounts.map((account) => (
                <li
                  key={account.email}
                  className="grid gap-3 p-4 sm:grid-cols-[7rem_minmax(0,1fr)_auto] sm:items-center"
                >
                  <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-start">
                    <span className="font-medium capitalize">{account.role}</span>
                    {account.exists ? (
                      <Badge tone="success">Ready</Badge>
                    ) : (
                      <Badge tone="warning">Not created</Badge>
                    )}
                  </div>
                  <dl className="grid min-w-0 gap-1 text-sm">
                    <div className="flex min-w-0 items-baseline gap-2">
                      <dt className="text-muted-foreground w-20 shrink-0">Email</dt>
                      <dd className="truncate font-mono text-xs">{account.email}</dd>
                    </div>
                    <div className="flex min-w-0 items-center gap-2">
                      <dt className="text-muted-foreground w-20 shrink-0">Password</dt>
                      <dd className="flex min-w-0 items-center gap-1 font-mono text-xs">
                        <span className="truncate">{account.password}</span>
                        <CopyButton
                          value={account.password}
                          label={`Copy ${account.role} password`}
                          className="size-7"
                        />
                      </dd>
                    </div>
                  </dl>
                  <Button asChild size="sm" variant="outline" className="justify-self-start">
                    <Link to={account.loginPath} aria-label={`Sign in as ${account.role}`}>
                      Sign in
                    </Link>
                  </Button>
                </li>
              ))}
            </ul>

            <h3 className="mt-6 text-sm font-semibold">Verification</h3>
            <dl className="mt-2 grid gap-3 sm:grid-cols-3">
              {Object.entries(status.data.counts).map(([key, value]) => (
                <div key={key} className="bg-muted/60 rounded-lg p-3">
                  <dt className="text-muted-foreground text-xs">
                    {COUNT_LABELS[key] ?? humanize(key)}
                  </dt>
                  <dd className="mt-1 text-lg font-semibold tabular-nums">
                    {key === 'accounts' ? `${value} of ${status.data.accounts.length}` : value}
                  </dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </CardContent>
    </Card>
  )
}
