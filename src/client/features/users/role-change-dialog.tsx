import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import type { Role } from '#shared/constants.ts'
import type { AdminUserRow } from '#shared/schemas/users.ts'
import { ROLE_ACCESS, ROLE_LABELS, USERS_TEXTS } from '#shared/users-texts.ts'
import { Button } from '../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { PasswordInput } from '../../components/ui/password-input.tsx'
import { ApiError } from '../../lib/api.ts'
import { useChangeRole } from './api.ts'

const T = USERS_TEXTS

/** A role the admin picked in a row's select, not applied until it is confirmed. */
export interface PendingRoleChange {
  user: AdminUserRow
  role: Role
}

/**
 * Issue 16 item 3: a role change says what the user gains and loses before it is applied, and a
 * promotion to admin asks for the acting admin's own password (the server checks it and counts
 * wrong ones against the sign-in limiter). Cancel leaves the role as it was.
 */
export function RoleChangeDialog({
  change,
  onClose,
}: {
  change: PendingRoleChange | null
  onClose: () => void
}) {
  return (
    <Dialog open={change !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {/* Keyed by the change: a new one starts with an empty password field. */}
        {change ? (
          <RoleChangeForm
            key={`${change.user.id}:${change.role}`}
            change={change}
            onClose={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

function RoleChangeForm({ change, onClose }: { change: PendingRoleChange; onClose: () => void }) {
  const { user, role } = change
  const promotion = role === 'admin'
  const [password, setPassword] = useState('')
  const [passwordError, setPasswordError] = useState<string | undefined>()
  const changeRole = useChangeRole()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (promotion && !password) {
      setPasswordError(T.rolePasswordRequired)
      return
    }
    changeRole.mutate(promotion ? { id: user.id, role, password } : { id: user.id, role }, {
      onSuccess: () => {
        toast.success(T.roleUpdated, {
          description: `${user.email} is now ${ROLE_LABELS[role]}.`,
        })
        onClose()
      },
      onError: (error) => {
        // A wrong or missing password stays in the dialog, under its field.
        if (
          promotion &&
          error instanceof ApiError &&
          (error.status === 403 || error.status === 400 || error.status === 429)
        ) {
          setPasswordError(error.message)
          setPassword('')
          return
        }
        toast.error(T.roleFailed, { description: error.message })
      },
    })
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>
          {T.roleChangeTitle(user.email, ROLE_LABELS[user.role], ROLE_LABELS[role])}
        </DialogTitle>
        <DialogDescription>{T.roleLoses(ROLE_ACCESS[user.role])}</DialogDescription>
      </DialogHeader>
      <div className="text-muted-foreground grid gap-2 text-sm">
        <p>{T.roleGains(ROLE_ACCESS[role])}</p>
        {role === 'reseller' ? <p>{T.roleChangeResellerGate}</p> : null}
        <p>{T.roleChangeTiming}</p>
      </div>
      {promotion ? (
        <FormField label={T.rolePasswordLabel} error={passwordError} hint={T.rolePasswordHint}>
          <PasswordInput
            autoComplete="current-password"
            autoFocus
            value={password}
            maxLength={128}
            onChange={(e) => {
              setPassword(e.target.value)
              setPasswordError(undefined)
            }}
          />
        </FormField>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {T.cancel}
        </Button>
        <PendingButton
          type="submit"
          variant={promotion ? 'destructive' : 'default'}
          pending={changeRole.isPending}
        >
          {T.roleConfirm(ROLE_LABELS[role])}
        </PendingButton>
      </DialogFooter>
    </form>
  )
}
