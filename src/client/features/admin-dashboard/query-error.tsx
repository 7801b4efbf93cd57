import { DASHBOARD_TEXTS } from '#shared/admin-dashboard-texts.ts'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'

/** 001 §8.1 Dashboard: 'Error loading admin data', with the reason and a way to try again. */
export function QueryError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert variant="destructive" className="flex flex-wrap items-center gap-3">
      <div className="flex-1">
        <AlertTitle>{DASHBOARD_TEXTS.loadError}</AlertTitle>
        <p>{error.message}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {DASHBOARD_TEXTS.tryAgain}
      </Button>
    </Alert>
  )
}
