import { REGISTRATION_TEXTS as T } from '#shared/reseller-accounts-texts.ts'
import { CopyButton } from '../../components/ui/copy-button.tsx'

/**
 * The one-time display of a temporary password (DESIGN decision 3): after Create Account, Reset
 * Password or an approval that created the account. Only the answer carried it, so it is gone
 * after a reload.
 */
export function OneTimePassword({ email, password }: { email: string; password: string }) {
  return (
    <div className="flex items-center gap-2">
      <code
        aria-label={T.passwordFor(email)}
        className="bg-muted rounded px-2 py-1 font-mono text-sm select-all"
      >
        {password}
      </code>
      <CopyButton value={password} label={T.copyPassword(email)} className="size-8" />
    </div>
  )
}
