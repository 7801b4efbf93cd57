import { plural } from './plural.ts'

/** Texts of User Management (001 §2.1 /admin/users, issue 4 item 9) and of a banned sign-in. */
export const USER_CODES = {
  banned: 'USER_BANNED',
  ownAccount: 'OWN_ACCOUNT',
} as const

export const USERS_TEXTS = {
  searchLabel: 'Search users',
  searchPlaceholder: 'Name, email or company',
  roleFilterLabel: 'Role',
  allRoles: 'All roles',
  columns: {
    name: 'Name',
    email: 'Email',
    company: 'Company',
    role: 'Role',
    status: 'Status',
    joined: 'Joined',
    actions: 'Actions',
  },
  active: 'Active',
  banned: 'Banned',
  unverified: 'Unverified',
  empty: 'No users found',
  loadError: 'Failed to load users',
  roleUpdated: 'Role updated',
  /** 001 §8.1 Role updater, verbatim. */
  roleFailed: 'Failed to update role',
  ban: 'Ban',
  unban: 'Unban',
  banTitle: (email: string) => `Ban ${email}?`,
  banDescription:
    'They are signed out at once and cannot sign in until you unban them or the ban expires.',
  banReasonLabel: 'Reason (optional)',
  banDurationLabel: 'Duration',
  banForever: 'Until unbanned',
  userBanned: 'User banned',
  userUnbanned: 'User unbanned',
  banFailed: 'Failed to ban user',
  unbanFailed: 'Failed to unban user',
  ownRole: 'You cannot change your own role',
  ownBan: 'You cannot ban yourself',
  /** What a banned user reads on the sign-in page. */
  bannedSignIn:
    'This account has been suspended. Please contact the marketplace team if you think this is a mistake.',
  inviteTitle: 'Invite an admin',
  inviteDescription:
    'The invitation link lets its holder create an admin account at /admin/signup. It is e-mailed and shown here once.',
  inviteEmailLabel: 'Email',
  inviteSubmit: 'Send invitation',
  invitationSent: 'Invitation sent',
  invitationFailed: 'Failed to send invitation',
  invitationLinkLabel: 'Invitation link',
  previous: 'Previous',
  next: 'Next',
  tableLabel: 'Users',
  pageOf: (page: number, pages: number, total: number) =>
    `Page ${page.toLocaleString('en-US')} of ${pages.toLocaleString('en-US')} · ${plural(total, 'user')}`,
} as const

/** Ban durations offered in the ban dialog, in days (0 = until unbanned). */
export const BAN_DURATION_DAYS = [0, 1, 7, 30] as const
/** User Management page size. */
export const USERS_PAGE_SIZE = 25
