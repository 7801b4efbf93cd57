/**
 * Adding manual applications with the offline mode of 001 §4.2: offline (or when the request
 * fails for network reasons) the application is queued locally and the admin is told it will be
 * submitted on reconnection; on the 'online' event, and on load, the queue is synced.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { toast } from 'sonner'
import { REGISTRATION_TOASTS } from '#shared/reseller-accounts-texts.ts'
import type { ManualApplicationInput } from '#shared/schemas/reseller-accounts.ts'
import { ApiError } from '../../lib/api.ts'
import { addManualApplication } from './api/applications.ts'
import {
  enqueueApplication,
  isNetworkFailure,
  readQueue,
  syncQueuedApplications,
} from './offline-queue.ts'

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine)

export function useManualApplications({
  onConnectionError,
}: {
  /** Called with true when a request could not reach the server, false when one did. */
  onConnectionError: (failed: boolean) => void
}) {
  const queryClient = useQueryClient()
  const [online, setOnline] = useState(isOnline)
  const [queued, setQueued] = useState(() => readQueue().length)

  const sync = useCallback(async () => {
    if (readQueue().length === 0) return
    const result = await syncQueuedApplications((item) => addManualApplication(item))
    setQueued(result.remaining)
    if (result.synced.length > 0) {
      onConnectionError(false)
      toast.success(REGISTRATION_TOASTS.addSuccess, {
        description: result.synced.map((q) => q.companyName).join(', '),
      })
      await queryClient.invalidateQueries({ queryKey: ['admin'] })
    }
    for (const { item, error } of result.refused) {
      toast.error(REGISTRATION_TOASTS.addError, {
        description: `${item.companyName}: ${error instanceof ApiError ? error.message : REGISTRATION_TOASTS.addErrorFallback}`,
      })
    }
  }, [onConnectionError, queryClient])

  useEffect(() => {
    const goOnline = () => {
      setOnline(true)
      void sync()
    }
    const goOffline = () => setOnline(false)
    window.addEventListener('online', goOnline)
    window.addEventListener('offline', goOffline)
    if (isOnline()) void sync()
    return () => {
      window.removeEventListener('online', goOnline)
      window.removeEventListener('offline', goOffline)
    }
  }, [sync])

  const saveLocally = useCallback((input: ManualApplicationInput) => {
    enqueueApplication(input)
    setQueued(readQueue().length)
    toast(REGISTRATION_TOASTS.savedLocallyTitle, {
      description: REGISTRATION_TOASTS.savedLocallyMessage,
    })
  }, [])

  /** Resolves true when the application was stored or queued (the dialog may close). */
  const add = useCallback(
    async (input: ManualApplicationInput): Promise<boolean> => {
      if (!isOnline()) {
        saveLocally(input)
        return true
      }
      try {
        await addManualApplication(input)
        onConnectionError(false)
        toast.success(REGISTRATION_TOASTS.addSuccess)
        await queryClient.invalidateQueries({ queryKey: ['admin'] })
        return true
      } catch (error) {
        if (isNetworkFailure(error)) {
          onConnectionError(true)
          saveLocally(input)
          return true
        }
        toast.error(REGISTRATION_TOASTS.addError, {
          description:
            error instanceof ApiError && error.status < 500
              ? error.message
              : REGISTRATION_TOASTS.addErrorFallback,
        })
        return false
      }
    },
    [onConnectionError, queryClient, saveLocally],
  )

  return { online, queued, add, sync }
}
