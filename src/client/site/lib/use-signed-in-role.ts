import { useEffect, useState } from 'react'
import type { Role } from '#shared/constants.ts'

/**
 * The signed-in user's role, or null. Read after hydration, so the prerendered page (which is
 * the same for everyone) and the first client render agree.
 */
export function useSignedInRole(): Role | null {
  const [role, setRole] = useState<Role | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    fetch('/api/me', { credentials: 'same-origin', signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<{ user: { role: Role } | null }>) : null))
      .then((body) => setRole(body?.user?.role ?? null))
      .catch(() => {
        // Offline or aborted: the signed-out links stay.
      })
    return () => controller.abort()
  }, [])
  return role
}
