import { useId, useState } from 'react'
import { toast } from 'sonner'
import type { AdminUserRow } from '#shared/schemas/users.ts'
import { BAN_DURATION_DAYS, USERS_TEXTS } from '#shared/users-texts.ts'
import { Button } from '../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { useBanUser } from './api.ts'

const T = USERS_TEXTS
const durationLabel = (days: number) =>
  days === 0 ? T.banForever : days === 1 ? '1 day' : `${days} days`

/** Asks for an optional reason and a duration, then bans the user (their sessions end at once). */
export function BanDialog({ user, onClose }: { user: AdminUserRow | null; onClose: () => void }) {
  const reasonId = useId()
  const durationId = useId()
  const [reason, setReason] = useState('')
  const [durationDays, setDurationDays] = useState(0)
  const ban = useBanUser()

  function close() {
    setReason('')
    setDurationDays(0)
    onClose()
  }

  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        {user ? (
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault()
              ban.mutate(
                { id: user.id, reason: reason.trim() || undefined, durationDays },
                {
                  onSuccess: () => {
                    toast.success(T.userBanned, { description: user.email })
                    close()
                  },
                  onError: (error) => toast.error(T.banFailed, { description: error.message }),
                },
              )
            }}
          >
            <DialogHeader>
              <DialogTitle>{T.banTitle(user.email)}</DialogTitle>
              <DialogDescription>{T.banDescription}</DialogDescription>
            </DialogHeader>
            <div className="grid gap-1.5">
              <Label htmlFor={reasonId}>{T.banReasonLabel}</Label>
              <Input
                id={reasonId}
                value={reason}
                maxLength={500}
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={durationId}>{T.banDurationLabel}</Label>
              <select
                id={durationId}
                className="border-border bg-background h-10 rounded-md border px-3 text-sm"
                value={durationDays}
                onChange={(e) => setDurationDays(Number(e.target.value))}
              >
                {BAN_DURATION_DAYS.map((d) => (
                  <option key={d} value={d}>
                    {durationLabel(d)}
                  </option>
                ))}
              </select>
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={ban.isPending}>
                {T.ban}
              </Button>
            </DialogFooter>
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
