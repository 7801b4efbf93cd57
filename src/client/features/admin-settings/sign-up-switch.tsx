import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { toast } from 'sonner'
import { MESSAGES } from '#shared/messages.ts'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { Switch } from '../../components/ui/switch.tsx'
import { api, ApiError } from '../../lib/api.ts'

interface AdminSettings {
  signupDisabled: boolean
}

export const adminSettingsQueryOptions = queryOptions({
  queryKey: ['admin', 'settings'],
  queryFn: () => api<AdminSettings>('/api/admin/settings'),
})

/**
 * The signup_disabled switch (000 §8): while off, sign-up answers 'Account creation is currently
 * disabled. Please contact support.' Existing accounts keep signing in.
 */
export function SignUpSwitch() {
  const id = useId()
  const queryClient = useQueryClient()
  const settings = useQuery(adminSettingsQueryOptions)
  const update = useMutation({
    mutationFn: (signupDisabled: boolean) =>
      api<AdminSettings>('/api/admin/settings', { method: 'PATCH', body: { signupDisabled } }),
    onSuccess: (data) => {
      queryClient.setQueryData(adminSettingsQueryOptions.queryKey, data)
      toast.success(data.signupDisabled ? 'Sign-up turned off' : 'Sign-up turned on')
    },
    onError: (error) =>
      toast.error('Failed to update settings', {
        description: error instanceof ApiError ? error.message : undefined,
      }),
  })
  const open = settings.data ? !settings.data.signupDisabled : false

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle className="text-lg">Account creation</CardTitle>
        <CardDescription>
          When sign-up is off, new brands and resellers see: “{MESSAGES.signupDisabled}”
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Skeleton className="h-6 w-48" />
        ) : settings.isError ? (
          <p role="alert" className="text-destructive text-sm">
            Could not load the settings. Please try again later.
          </p>
        ) : (
          <div className="flex items-center gap-3">
            <Switch
              id={id}
              checked={open}
              disabled={update.isPending}
              onCheckedChange={(checked) => update.mutate(!checked)}
            />
            <Label htmlFor={id}>Allow new sign-ups</Label>
          </div>
        )}
      </CardContent>
    </Card>
  )
}
