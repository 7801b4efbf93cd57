import { toast } from 'sonner'

interface AuthToastOptions {
  description?: string
  duration?: number
}

/**
 * 000 §9: only one toast is shown at a time in the auth area, so every toast here first
 * dismisses whatever is still on screen.
 */
export const authToast = {
  success(title: string, options: AuthToastOptions = {}) {
    toast.dismiss()
    return toast.success(title, options)
  },
  error(title: string, options: AuthToastOptions = {}) {
    toast.dismiss()
    return toast.error(title, options)
  },
}
