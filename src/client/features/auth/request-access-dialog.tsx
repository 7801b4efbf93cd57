import { LoaderCircle } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { SUPPORT_EMAIL } from '#shared/constants.ts'
import { AUTH_SCREEN_MESSAGES, MESSAGES } from '#shared/messages.ts'
import {
  AUTH_MESSAGES,
  recoveryRequestSchema,
  type RecoveryResponse,
} from '#shared/schemas/auth.ts'
import { Button } from '../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'
import { checkAccountRecovery } from './api/check-account-recovery.ts'
import { authToast } from './auth-toast.ts'
import { recoveryButton } from './recovery-action.ts'

/**
 * 000 §4 Request Account Access: someone who cannot sign in enters an e-mail (input → result).
 * The answer is the same for every address, so that the screen never tells whether an account
 * exists (issue 12); the mail to the address says where it stands and what to do next.
 */
export function RequestAccessDialog() {
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState('')
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState<RecoveryResponse | null>(null)

  function changeOpen(next: boolean) {
    setOpen(next)
    if (!next) {
      setResult(null)
      setEmail('')
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = recoveryRequestSchema.safeParse({ email })
    if (!parsed.success) {
      if (parsed.error.issues[0]?.message === AUTH_MESSAGES.invalidEmail) {
        authToast.error(AUTH_MESSAGES.invalidEmail)
      } else {
        authToast.error(AUTH_MESSAGES.emailRequiredTitle, {
          description: AUTH_MESSAGES.emailRequired,
        })
      }
      return
    }
    setSending(true)
    try {
      setResult(await checkAccountRecovery(parsed.data.email))
    } catch {
      authToast.error(MESSAGES.recoveryFailed)
    } finally {
      setSending(false)
    }
  }

  const button = result ? recoveryButton(result.action) : null

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="w-full">
          Request Account Access
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request Account Access</DialogTitle>
          <DialogDescription>{AUTH_SCREEN_MESSAGES.recoveryIntro}</DialogDescription>
        </DialogHeader>
        {result && button ? (
          <>
            <p role="status" className="bg-muted rounded-lg p-4 text-sm">
              {result.message}
            </p>
            <DialogFooter>
              {button.kind === 'contact' ? (
                <Button asChild>
                  <a href={`mailto:${SUPPORT_EMAIL}`}>{button.label}</a>
                </Button>
              ) : (
                <Button
                  type="button"
                  onClick={() => {
                    if (button.kind === 'retry') return setResult(null)
                    changeOpen(false)
                    if (button.kind === 'apply') void navigate('/reseller-hub')
                  }}
                >
                  {button.label}
                </Button>
              )}
            </DialogFooter>
          </>
        ) : (
          <form noValidate onSubmit={submit} className="grid gap-4">
            <FormField label="Email">
              <Input
                type="email"
                autoComplete="email"
                placeholder="you@company.com"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </FormField>
            <DialogFooter>
              <Button type="submit" disabled={sending}>
                {sending ? <LoaderCircle className="animate-spin" /> : null}
                Check Status
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  )
}
