import type { Role } from './constants.ts'
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
  /** Issue 16 item 3: promotion to admin is confirmed with the acting admin's own password. */
  rolePasswordRequired: 'Enter your password to make someone an admin.',
  rolePasswordWrong: 'Your password is not correct.',
  roleChangeTitle: (email: string, from: string, to: string) =>
    `Change ${email} from ${from} to ${to}?`,
  roleChangeTiming:
    'The change takes effect on their next request. They stay signed in, and the change is recorded in the audit log.',
  /** Only the reseller gate (000 §4) ends a session when the role changes. */
  roleChangeResellerGate:
    'As a reseller they can only sign in once their reseller application is approved: with one pending or rejected, their sessions end.',
  roleLoses: (from: string) => `They lose ${from}.`,
  roleGains: (to: string) => `They get ${to}.`,
  rolePasswordLabel: 'Your password',
  rolePasswordHint:
    'Making someone an admin gives them every account and setting: confirm it is you.',
  roleConfirm: (to: string) => `Change to ${to}`,
  cancel: 'Cancel',
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

/** The role names as the dialog says them. */
export const ROLE_LABELS = {
  admin: 'Admin',
  brand: 'Brand',
  reseller: 'Reseller',
} as const satisfies Record<Role, string>

/** What each role may reach, in the words the role-change dialog uses. */
export const ROLE_ACCESS = {
  admin:
    'the whole admin console: every account, application, brand, catalog and setting of the marketplace',
  brand:
    "the brand portal: their brand's directory entry, products, catalogs, orders, resellers and messages",
  reseller:
    'the reseller portal: browsing and applying to brands, ordering, and messages with brands',
} as const satisfies Record<Role, string>

/** Ban durations offered in the ban dialog, in days (0 = until unbanned). */
export const BAN_DURATION_DAYS = [0, 1, 7, 30] as const
/** User Management page size. */
export const USERS_PAGE_SIZE = 25
