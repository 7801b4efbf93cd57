import { useParams } from 'react-router'
import { LETTER_TEXTS } from '#shared/letters-texts.ts'
import { AuthLayout } from '../../../features/auth/auth-layout.tsx'
import { LetterVerification } from '../../../features/letters/letter-verification.tsx'

/**
 * /verify/:code (issue 13 item 4): anyone holding a Letter of Authorization (a marketplace
 * reviewer, a buyer) checks here, without signing in, whether it is valid right now. The QR
 * code on the letter opens this page.
 */
export function Component() {
  const { code = '' } = useParams()
  return (
    <AuthLayout wide title={LETTER_TEXTS.page.heading} description={LETTER_TEXTS.page.description}>
      <LetterVerification code={code} />
    </AuthLayout>
  )
}
