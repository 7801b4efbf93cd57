/** The admin's own Settings (issue 16 item 8): profile, password, sessions. */
export const ADMIN_SETTINGS_TEXTS = {
  profile: {
    title: 'Profile',
    description: 'Your name and company, as other admins and the mails you send show them.',
    fullName: 'Full Name',
    companyName: 'Company Name',
    email: 'Email',
    emailHint: 'The address you sign in with.',
    save: 'Save Changes',
  },
  password: {
    title: 'Password',
  },
  sessions: {
    title: 'Sessions',
    description:
      'The devices where your admin account is signed in now, most recently active first. Sign out any you do not recognise, then change your password.',
  },
} as const
