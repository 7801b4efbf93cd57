import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { adminInvitationSchema } from '#shared/schemas/accounts.ts'
import { USERS_TEXTS } from '#shared/users-texts.ts'
import { Button } from '../../components/ui/button.tsx'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx'
import { CopyButton } from '../../components/ui/copy-button.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'
import { useInviteAdmin } from './api.ts'

const T = USERS_TEXTS

/**
 * Invites an admin (the invitation /admin/signup needs, DESIGN decision 2). The link is e-mailed
 * and shown here once, with a copy button; it is not stored readable anywhere.
 */
export function InviteAdminCard() {
  const invite = useInviteAdmin()
  const form = useForm<{ email: string }>({
    resolver: zodResolver(adminInvitationSchema),
    defaultValues: { email: '' },
  })

  const onSubmit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: () => {
        toast.success(T.invitationSent, { description: values.email })
        form.reset()
      },
      onError: (error) => toast.error(T.invitationFailed, { description: error.message }),
    }),
  )

  return (
    <Card className="mt-8">
      <CardHeader>
        <CardTitle className="text-lg">{T.inviteTitle}</CardTitle>
        <CardDescription>{T.inviteDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <div className="flex-1">
            <FormField label={T.inviteEmailLabel} error={form.formState.errors.email?.message}>
              <Input type="email" autoComplete="off" {...form.register('email')} />
            </FormField>
          </div>
          <Button type="submit" disabled={invite.isPending}>
            {T.inviteSubmit}
          </Button>
        </form>
        {invite.data ? (
          <div className="grid gap-1.5">
            <p className="text-sm font-medium">{T.invitationLinkLabel}</p>
            <div className="flex items-center gap-2">
              <Input
                readOnly
                value={invite.data.url}
                aria-label={T.invitationLinkLabel}
                className="font-mono text-xs"
                onFocus={(e) => e.currentTarget.select()}
              />
              <CopyButton value={invite.data.url} label="Copy invitation link" />
            </div>
            <p className="text-muted-foreground text-xs">
              Expires {new Date(invite.data.expiresAt).toLocaleString()}. This link is shown only
              now.
            </p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  )
}
