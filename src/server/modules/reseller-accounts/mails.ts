/**
 * The mails of reseller account management (001 §7.1): the temporary password after Create
 * Account (or the approval that creates the account) and after Reset Password.
 * Every interpolated value is escaped (the password alphabet itself contains '&').
 */
import { button, escapeHtml, layout } from '../../lib/mail/templates.ts'

function passwordBlock(email: string, password: string, loginUrl: string) {
  return `<p>Email: <strong>${escapeHtml(email)}</strong><br>Temporary password: <code style="font-size:16px;background:#f3f4f6;padding:2px 6px;border-radius:4px">${escapeHtml(password)}</code></p>${button(loginUrl, 'Sign in')}<p>Please change this password after you sign in.</p>`
}

export function accountCreatedMail(input: {
  companyName: string
  email: string
  password: string
  loginUrl: string
}) {
  const title = 'Your reseller account is ready'
  return {
    subject: title,
    html: layout(
      title,
      `<p>Hi ${escapeHtml(input.companyName)},</p><p>Your reseller application has been approved and an account has been created for you. Sign in with your email and this temporary password:</p>${passwordBlock(input.email, input.password, input.loginUrl)}`,
    ),
    text: `Hi ${input.companyName},\n\nYour reseller application has been approved and an account has been created for you.\n\nEmail: ${input.email}\nTemporary password: ${input.password}\n\nSign in: ${input.loginUrl}\nPlease change this password after you sign in.\n`,
  }
}

export function passwordResetByAdminMail(input: {
  companyName: string
  email: string
  password: string
  loginUrl: string
}) {
  const title = 'Your new temporary password'
  return {
    subject: title,
    html: layout(
      title,
      `<p>Hi ${escapeHtml(input.companyName)},</p><p>An administrator has reset the password of your reseller account. Sign in with this new temporary password:</p>${passwordBlock(input.email, input.password, input.loginUrl)}`,
    ),
    text: `Hi ${input.companyName},\n\nAn administrator has reset the password of your reseller account.\n\nEmail: ${input.email}\nTemporary password: ${input.password}\n\nSign in: ${input.loginUrl}\nPlease change this password after you sign in.\n`,
  }
}
