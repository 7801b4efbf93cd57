import { useMutation } from '@tanstack/react-query'
import { LoaderCircle, LogIn, MailPlus, ShieldCheck, UserCog } from 'lucide-react'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import type { Role } from '#shared/constants.ts'
import { MESSAGES, PORTAL_MESSAGES } from '#shared/messages.ts'
import { adminInvitationSchema, promoteSchema } from '#shared/schemas/accounts.ts'
import { USERS_TEXTS } from '#shared/users-texts.ts'
import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { UtilityShell } from '../../../components/layouts/utility-shell.tsx'
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
import { FormField } from '../../../components/ui/form-field.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { PasswordInput } from '../../../components/ui/password-input.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { useSession } from '../../../features/session/session-api.ts'
import { api, ApiError } from '../../../lib/api.ts'

const text = PORTAL_MESSAGES.roleUpdater

/**
 * The Role Updater (001 §2.2, /role-updater and /update-role) with the permission gap closed
 * (DESIGN decision 2): anyone signed in may check their role; only admins grant the admin role,
 * either to an existing profile or by inviting someone to create an admin account.
 */
export function Component() {
  const session = useSession()
  const user = session.data

  let content: ReactNode
  if (session.isPending) {
    content = <LoadingState />
  } else if (!user) {
    content = <SignedOut />
  } else if (user.role !== 'admin') {
    content = (
      <>
        <PageHeader title={MESSAGES.accessDenied.title} description={text.adminsOnly} />
        <CheckRoleCard />
      </>
    )
  } else {
    content = (
      <>
        <PageHeader
          title={text.title}
          description="Decide who can administer the marketplace. Every change takes effect at once."
        />
        <div className="grid gap-6">
          <CheckRoleCard />
          <PromoteCard />
          <InviteCard />
        </div>
      </>
    )
  }
  return <UtilityShell>{content}</UtilityShell>
}

function LoadingState() {
  return (
    <div role="status" aria-label="Loading" className="grid gap-4">
      <Skeleton className="h-9 w-56" />
      <Skeleton className="h-5 w-80 max-w-full" />
      <Skeleton className="mt-4 h-40 w-full" />
    </div>
  )
}

function SignedOut() {
  return (
    <>
      <PageHeader title={text.title} />
      <Card>
        <CardContent className="flex flex-col items-start gap-4 pt-6 sm:flex-row sm:items-center">
          <span className="bg-muted grid size-11 shrink-0 place-items-center rounded-full">
            <LogIn aria-hidden="true" className="text-muted-foreground size-5" />
          </span>
          <div className="flex-1">
            <p className="font-medium">{MESSAGES.roleUpdater.noUser}</p>
            <p className="text-muted-foreground mt-1 text-sm">
              Sign in first. Roles can be changed by administrators only.
            </p>
          </div>
        </CardContent>
        <CardContent className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to="/admin/login">Admin sign in</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/brand/login">Brand sign in</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/reseller/login">Reseller sign in</Link>
          </Button>
        </CardContent>
      </Card>
    </>
  )
}

/** A card that is also a named region, so that each tool can be found by its title. */
function ToolCard({
  title,
  description,
  icon: Icon,
  children,
}: {
  title: string
  description: string
  icon: typeof UserCog
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-start gap-4 space-y-0">
        <span className="bg-muted grid size-10 shrink-0 place-items-center rounded-lg">
          <Icon aria-hidden="true" className="text-muted-foreground size-5" />
        </span>
        <div className="grid gap-1.5">
          <CardTitle id={titleId} className="text-lg">
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

const ROLE_TONES = { admin: 'info', brand: 'success', reseller: 'warning' } as const

function CheckRoleCard() {
  const check = useMutation({
    mutationFn: () => api<{ email: string; role: Role }>('/api/role-updater/role'),
    onError: (error) =>
      toast.error(
        error instanceof ApiError && error.status === 401
          ? MESSAGES.roleUpdater.noUser
          : MESSAGES.roleUpdater.checkFailed,
      ),
  })
  return (
    <ToolCard
      title="Check Current Role"
      description="See which role the server gives your account."
      icon={UserCog}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Button
          variant="outline"
          onClick={() => check.mutate()}
          disabled={check.isPending}
          className="self-start"
        >
          {check.isPending ? <LoaderCircle className="animate-spin" /> : null}
          Check Current Role
        </Button>
        <div aria-live="polite" className="text-sm">
          {check.data ? (
            <p className="flex flex-wrap items-center gap-2">
              <span className="text-muted-foreground">{check.data.email} has the role</span>
              <Badge tone={ROLE_TONES[check.data.role]} className="capitalize">
                {check.data.role}
              </Badge>
            </p>
          ) : null}
        </div>
      </div>
    </ToolCard>
  )
}

function PromoteCard() {
  const [email, setEmail] = useState('')
  // Issue 16 item 3: the acting admin's own password, checked by the server.
  const [password, setPassword] = useState('')
  const promote = useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      api<{ profile: { email: string } }>('/api/role-updater/promote', {
        method: 'POST',
        body: input,
      }),
    onSuccess: (_answer, input) => {
      toast.success(text.roleUpdatedTitle, { description: text.roleUpdated(input.email) })
      setEmail('')
      setPassword('')
    },
    onError: (error) => {
      setPassword('')
      toast.error(
        error instanceof ApiError && error.status === 404
          ? MESSAGES.roleUpdater.noProfile
          : // A wrong password (403), too many of them (429) or a refused field (400) say why.
            error instanceof ApiError && [400, 403, 429].includes(error.status)
            ? error.message
            : MESSAGES.roleUpdater.profileUpdateFailed,
      )
    },
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = promoteSchema.safeParse({ email, password })
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? MESSAGES.roleUpdater.emailRequired)
      return
    }
    promote.mutate(parsed.data)
  }

  return (
    <ToolCard
      title="Make Existing Profile Admin"
      description="Give the admin role to someone who already has an account. Confirm it with your own password."
      icon={ShieldCheck}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <FormField label="Email">
            <Input
              type="email"
              autoComplete="off"
              placeholder="name@company.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
        </div>
        <div className="flex-1">
          <FormField label={USERS_TEXTS.rolePasswordLabel}>
            <PasswordInput
              autoComplete="current-password"
              maxLength={128}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </FormField>
        </div>
        <Button type="submit" disabled={promote.isPending}>
          {promote.isPending ? <LoaderCircle className="animate-spin" /> : null}
          Make Admin
        </Button>
      </form>
    </ToolCard>
  )
}

interface Invitation {
  id: string
  expiresAt: string
  url: string
}

function InviteCard() {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  // The link is shown once: only the server's answer holds it, and it is not kept anywhere.
  const [sent, setSent] = useState<{ email: string; invitation: Invitation } | null>(null)
  const linkId = useId()

  const invite = useMutation({
    mutationFn: (input: { email: string }) =>
      api<Invitation>('/api/admin/invitations', { method: 'POST', body: input }),
    onSuccess: (invitation, input) => {
      setSent({ email: input.email, invitation })
      setEmail('')
      toast.success(text.invitationCreated)
    },
    onError: (err) =>
      toast.error(MESSAGES.roleUpdater.adminAccountFailed, {
        description: err instanceof ApiError ? err.message : text.invitationFailed,
      }),
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = adminInvitationSchema.safeParse({ email })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    setSent(null)
    invite.mutate(parsed.data)
  }

  return (
    <ToolCard
      title="Invite an Admin"
      description="Send someone a single-use link to create their own admin account."
      icon={MailPlus}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          {/* Not labelled plain 'Email': one field per page answers to that label. */}
          <FormField label="New admin's e-mail" error={error}>
            <Input
              type="email"
              autoComplete="off"
              placeholder="name@company.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
        </div>
        <Button type="submit" disabled={invite.isPending} className="sm:mt-5">
          {invite.isPending ? <LoaderCircle className="animate-spin" /> : null}
          Send Invitation
        </Button>
      </form>

      {sent ? (
        <div className="mt-5 rounded-lg border border-emerald-300 bg-emerald-50/60 p-4 dark:border-emerald-900 dark:bg-emerald-950/30">
          <label htmlFor={linkId} className="text-sm font-medium">
            Invitation link
          </label>
          <div className="mt-2 flex gap-2">
            <Input
              id={linkId}
              readOnly
              value={sent.invitation.url}
              onFocus={(e) => e.currentTarget.select()}
              className="bg-background font-mono text-xs"
            />
            <CopyButton value={sent.invitation.url} label="Copy invitation link" />
          </div>
          <p className="text-muted-foreground mt-3 text-sm">
            {text.invitationEmailed(sent.email)} It expires on{' '}
            {new Date(sent.invitation.expiresAt).toLocaleString()}. This link is shown only now.
          </p>
        </div>
      ) : null}
    </ToolCard>
  )
}
