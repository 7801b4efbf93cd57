import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { ADMIN_CHECK_WAIT_MS } from '#shared/constants.ts'
import { wait } from '../../lib/utils.ts'
import { destinationAfterLogin } from '../session/role-guard.tsx'
import { sessionQueryOptions, useSession } from '../session/session-api.ts'

export type AdminCheck = 'idle' | 'checking' | 'denied' | 'failed'

/**
 * 000 §2 /admin/login with a session already present: wait 1 s, re-read the role, then an admin
 * goes on to the console and anyone else sees "Access denied". `paused` while the page's own
 * sign-in runs, which decides for itself.
 */
export function useAdminCheck({ paused, origin }: { paused: boolean; origin: unknown }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const session = useSession()
  const userId = session.data?.id
  const [outcome, setOutcome] = useState<'denied' | 'failed' | null>(null)

  useEffect(() => {
    if (paused || !userId) return
    let cancelled = false
    void (async () => {
      await wait(ADMIN_CHECK_WAIT_MS)
      if (cancelled) return
      try {
        const user = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 })
        if (cancelled) return
        if (user?.role === 'admin') {
          await navigate(destinationAfterLogin('admin', origin), { replace: true })
        } else if (user) {
          setOutcome('denied')
        }
      } catch {
        if (!cancelled) setOutcome('failed')
      }
    })()
    return () => {
      cancelled = true
    }
  }, [paused, userId, origin, queryClient, navigate])

  const check: AdminCheck = paused || !userId ? 'idle' : (outcome ?? 'checking')
  return { check, reset: () => setOutcome(null) }
}
