import { useNavigate } from 'react-router'
import { MESSAGES, PORTAL_LABELS } from '#shared/messages.ts'
import { AuthLayout, AuthLink } from './auth-layout.tsx'
import { saveFlashToast } from '../../lib/flash-toast.ts'
import { authToast } from './auth-toast.ts'
import { SignUpForm } from './signup-form.tsx'

const COPY = {
  brand: {
    title: 'Create Brand Account',
    description: 'List your brand, publish catalogs and choose which resellers may sell it.',
  },
  reseller: {
    title: 'Create Reseller Account',
    description:
      'Apply to the marketplace. An admin reviews every reseller before the first sign-in.',
  },
} as const

/**
 * /brand/signup and /reseller/signup (000 §2, §5, §8): a reseller's account is an application
 * that waits for approval, so it goes home; a brand confirms its e-mail and then signs in.
 */
export function PortalSignUpPage({ portal }: { portal: 'brand' | 'reseller' }) {
  const navigate = useNavigate()

  async function done() {
    if (portal === 'reseller') {
      // Home is a prerendered page (a new document), so its toaster shows the toast.
      saveFlashToast({
        kind: 'success',
        title: MESSAGES.applicationSubmitted.title,
        description: MESSAGES.applicationSubmitted.message,
      })
      await navigate('/')
      return
    }
    authToast.success(MESSAGES.accountCreated.title, {
      description: MESSAGES.accountCreated.message,
    })
    await navigate('/brand/login')
  }

  return (
    <AuthLayout
      portalLabel={PORTAL_LABELS[portal]}
      title={COPY[portal].title}
      description={COPY[portal].description}
      footer={
        <>
          Already have an account? <AuthLink to={`/${portal}/login`}>Sign in</AuthLink>
        </>
      }
    >
      <SignUpForm role={portal} onSuccess={done} />
    </AuthLayout>
  )
}
