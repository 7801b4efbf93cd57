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

export function resellerRejectedMail(name: string) {
  return {
    subject: 'Your reseller application',
    html: layout(
      'Your reseller application',
      `<p>Hi ${escapeHtml(name)},</p><p>Your reseller application has been rejected. Please contact support for more information.</p>`,
    ),
    text: `Hi ${name},\n\nYour reseller application has been rejected. Please contact support for more information.\n`,
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
