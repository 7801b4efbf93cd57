/** HTML and text bodies of the account mails. Every interpolated value is escaped. */

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

export function layout(title: string, body: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#f6f7f9;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:32px;border:1px solid #e5e7eb">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}
<p style="color:#6b7280;font-size:12px;margin-top:32px">Wholesale Marketplace</p></div></body></html>`
}

export function button(url: string, label: string): string {
  return `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#111827;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a></p>
<p style="font-size:12px;color:#6b7280">Or paste this link into your browser: ${escapeHtml(url)}</p>`
}

export function verificationMail(name: string, url: string) {
  return {
    subject: 'Confirm your email address',
    html: layout(
      'Confirm your email address',
      `<p>Hi ${escapeHtml(name)},</p><p>Please confirm your email address to activate your account.</p>${button(url, 'Confirm email')}`,
    ),
    text: `Hi ${name},\n\nPlease confirm your email address to activate your account:\n${url}\n`,
  }
}

export function passwordResetMail(name: string, url: string) {
  return {
    subject: 'Reset your password',
    html: layout(
      'Reset your password',
      `<p>Hi ${escapeHtml(name)},</p><p>We received a request to reset your password. This link is valid for 1 hour.</p>${button(url, 'Reset password')}<p>If you did not ask for this, you can ignore this email.</p>`,
    ),
    text: `Hi ${name},\n\nReset your password (valid for 1 hour):\n${url}\n\nIf you did not ask for this, you can ignore this email.\n`,
  }
}

export function resellerApplicationReceivedMail(name: string) {
  return {
    subject: 'We received your reseller application',
    html: layout(
      'Application submitted',
      `<p>Hi ${escapeHtml(name)},</p><p>Thank you for applying. Our team will review your application within 1-3 business days, and we will email you once an admin approves it.</p>`,
    ),
    text: `Hi ${name},\n\nThank you for applying. Our team will review your application within 1-3 business days, and we will email you once an admin approves it.\n`,
  }
}

export function resellerApprovedMail(name: string, loginUrl: string) {
  return {
    subject: 'Your reseller account is approved',
    html: layout(
      'Your reseller account is approved',
      `<p>Hi ${escapeHtml(name)},</p><p>Your reseller application has been approved. You can now sign in.</p>${button(loginUrl, 'Sign in')}`,
    ),
    text: `Hi ${name},\n\nYour reseller application has been approved. You can now sign in: ${loginUrl}\n`,
  }
}

/** Issue 16: the admin's reason is part of the mail. */
export function resellerRejectedMail(name: string, reason: string) {
  return {
    subject: 'Your reseller application',
    html: layout(
      'Your reseller application',
      `<p>Hi ${escapeHtml(name)},</p><p>Your reseller application has been rejected.</p><p><strong>Reason:</strong> ${escapeHtml(reason)}</p><p>Please contact support for more information.</p>`,
    ),
    text: `Hi ${name},\n\nYour reseller application has been rejected.\n\nReason: ${reason}\n\nPlease contact support for more information.\n`,
  }
}

export function adminInvitationMail(url: string) {
  return {
    subject: 'You are invited to administer the marketplace',
    html: layout(
      'Admin invitation',
      `<p>An administrator invited you to create an admin account. The invitation is valid for 7 days.</p>${button(url, 'Create admin account')}`,
    ),
    text: `An administrator invited you to create an admin account (valid for 7 days):\n${url}\n`,
  }
}

/**
 * Request Account Access (issue 12) answers every address alike; these mails carry the
 * difference, and only to the owner of the address.
 */
const notYou = 'If you did not ask for this, you can ignore this email.'

/** A brand or admin account asked about on the reseller screen: its own portal, no reset link. */
export function accountRecoveryPortalMail(
  name: string,
  portal: string,
  loginUrl: string,
  resetUrl: string,
) {
  const intro = `Someone asked for access to a reseller account with this email address. It belongs to your account on the ${portal}, which has its own sign-in page.`
  return {
    subject: `Sign in on the ${portal}`,
    html: layout(
      `Sign in on the ${portal}`,
      `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(intro)}</p>${button(loginUrl, `Sign in on the ${portal}`)}<p>Forgot your password? Use <a href="${escapeHtml(resetUrl)}">Forgot password?</a> on that page.</p><p>${notYou}</p>`,
    ),
    text: `Hi ${name},\n\n${intro}\n\nSign in: ${loginUrl}\n\nForgot your password? Use Forgot password? there: ${resetUrl}\n\n${notYou}\n`,
  }
}

export function accountRecoveryPendingMail(name: string) {
  const body =
    'We have your reseller application and it is under review. You will receive an email with your login details once an admin approves it.'
  return {
    subject: 'Your reseller application is under review',
    html: layout(
      'Your application is under review',
      `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(body)}</p><p>${notYou}</p>`,
    ),
    text: `Hi ${name},\n\n${body}\n\n${notYou}\n`,
  }
}

export function accountRecoveryRejectedMail(name: string, supportEmail: string) {
  const body = `Your reseller application was not approved. Please contact support at ${supportEmail} for more information.`
  return {
    subject: 'Your reseller application was not approved',
    html: layout(
      'Your application was not approved',
      `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(body)}</p><p>${notYou}</p>`,
    ),
    text: `Hi ${name},\n\n${body}\n\n${notYou}\n`,
  }
}

/**
 * An application approved before approving created the account (issue 13): there is nothing to
 * sign in to yet, and support can send the sign-in details (Create Account).
 */
export function accountRecoveryApprovedWithoutAccountMail(name: string, supportEmail: string) {
  const body = `Your reseller application has been approved, but your account has not been set up yet. Please contact support at ${supportEmail} and we will send you your sign-in details.`
  return {
    subject: 'Your reseller application is approved',
    html: layout(
      'Your application is approved',
      `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(body)}</p><p>${notYou}</p>`,
    ),
    text: `Hi ${name},\n\n${body}\n\n${notYou}\n`,
  }
}

/** Nothing known for the address: it was asked about, so its owner learns how to apply. */
export function accountRecoveryUnknownMail(applyUrl: string) {
  const body =
    'Someone asked for access to a reseller account with this email address, but we have no account or application for it.'
  return {
    subject: 'No reseller account for this email address',
    html: layout(
      'No account for this address',
      `<p>Hello,</p><p>${escapeHtml(body)} You can apply to become a reseller:</p>${button(applyUrl, 'Apply now')}<p>${notYou}</p>`,
    ),
    text: `Hello,\n\n${body} You can apply to become a reseller: ${applyUrl}\n\n${notYou}\n`,
  }
}

/**
 * A sign-up with an address that already has an account (issue 12): the answer looks like any
 * sign-up's, so the owner hears of it here.
 */
export function signUpAttemptMail(name: string, loginUrl: string, resetUrl: string) {
  const body =
    'Someone tried to create a new account with this email address, which already has an account with us. No new account was created and your account is unchanged.'
  return {
    subject: 'Someone tried to sign up with your email address',
    html: layout(
      'Someone tried to sign up with your email address',
      `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(body)}</p><p>If it was you, sign in instead:</p>${button(loginUrl, 'Sign in')}<p>Forgot your password? <a href="${escapeHtml(resetUrl)}">Reset it here</a>.</p><p>If it was not you, you can ignore this email.</p>`,
    ),
    text: `Hi ${name},\n\n${body}\n\nIf it was you, sign in instead: ${loginUrl}\n\nForgot your password? Reset it here: ${resetUrl}\n\nIf it was not you, you can ignore this email.\n`,
  }
}
