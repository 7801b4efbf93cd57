import { BRAND_SETTINGS_TEXTS as T } from '#shared/brand-settings-texts.ts'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'

/** A tab whose data could not be read: says so and offers to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <AlertTitle>{T.loadFailed}</AlertTitle>
        <p>{T.loadFailedDescription}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {T.tryAgain}
      </Button>
    </Alert>
  )
}
