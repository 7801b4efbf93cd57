/**
 * The screens of each portal (001 §2.1): navigation label, path, page heading and the one line
 * that says what the screen is for. The portal shells, the dashboards and the screens that are
 * still being built all read from here, so a label is written once.
 */
import {
  Building2,
  ChartColumn,
  ClipboardList,
  CreditCard,
  FileText,
  FolderCheck,
  FolderOpen,
  Gift,
  Handshake,
  LayoutDashboard,
  Mail,
  MailX,
  MapPin,
  MessageSquare,
  Package,
  ScrollText,
  Settings,
  ShieldCheck,
  ShoppingCart,
  Store,
  UserCheck,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { AUDIT_LOG_TEXTS } from '#shared/audit-log-texts.ts'
import { RESELLER_PLANS_PATH } from '#shared/billing-texts.ts'
import type { Role } from '#shared/constants.ts'

export type Portal = Role

export interface PortalScreen {
  /** The navigation label. */
  label: string
  to: string
  /** The page's h1, verbatim from the spec. */
  heading: string
  description: string
  icon: LucideIcon
  /** Only the exact path is this screen (the dashboards are parents of every other path). */
  end?: boolean
  /** Other paths that show the same screen (001 §2.1: /admin/users). */
  aliases?: readonly string[]
}

export const ADMIN_SCREENS = {
  dashboard: {
    label: 'Dashboard',
    to: '/admin/dashboard',
    end: true,
    heading: 'Admin Dashboard',
    description: 'An overview of the marketplace: accounts, applications, uploads and orders.',
    icon: LayoutDashboard,
  },
  resellerApplications: {
    label: 'Reseller Applications',
    to: '/admin/dashboard/reseller-applications',
    heading: 'Reseller Application Management',
    description:
      'Review reseller applications and their verification documents, then approve or reject them.',
    icon: FileText,
  },
  resellerApprovals: {
    label: 'Reseller Approvals',
    to: '/admin/dashboard/reseller-approvals',
    heading: 'Reseller Approvals',
    description: 'Approve pending reseller accounts so that they can sign in.',
    icon: UserCheck,
  },
  brandsDirectory: {
    label: 'Brands Directory',
    to: '/admin/dashboard/brands-directory',
    heading: 'Brands Directory',
    description:
      'Manage the directory of brands, import brands from CSV and allocate them to resellers.',
    icon: Building2,
  },
  catalogApprovals: {
    label: 'Catalog Approvals',
    to: '/admin/dashboard/catalog-approvals',
    heading: 'Catalog Management',
    description: 'Approve the catalogs brands upload and decide which resellers can access them.',
    icon: FolderCheck,
  },
  userManagement: {
    label: 'User Management',
    to: '/admin/dashboard/user-management',
    aliases: ['/admin/users'],
    heading: 'User Management',
    description: 'Manage the accounts of admins, brands and resellers.',
    icon: Users,
  },
  emailPreview: {
    label: 'Email Preview',
    to: '/admin/dashboard/email-preview',
    heading: 'Email Preview',
    description: 'Preview the engagement e-mails sent to brands and send yourself a test e-mail.',
    icon: Mail,
  },
  failedMail: {
    label: 'Failed Mail',
    to: '/admin/dashboard/failed-mail',
    heading: 'Failed mail',
    description:
      'Mail that could not be delivered: failed mail is retried automatically, dead mail no longer. Retry sends one again now.',
    icon: MailX,
  },
  auditLog: {
    label: 'Audit Log',
    to: '/admin/dashboard/audit-log',
    heading: AUDIT_LOG_TEXTS.heading,
    description: AUDIT_LOG_TEXTS.description,
    icon: ScrollText,
  },
  resellerRegistration: {
    label: 'Reseller Registration',
    to: '/admin/reseller-registration',
    heading: 'Reseller Registration Management',
    description: 'Create reseller accounts from applications and send them temporary passwords.',
    icon: ClipboardList,
  },
  leadMagnetList: {
    label: 'Lead Magnet List',
    to: '/admin/dashboard/lead-magnet-list',
    heading: 'Lead Magnet List',
    description:
      'The Amazon auto-ungated brands the lead magnet mails to visitors who ask for the list; the popup states their count.',
    icon: Gift,
  },
  settings: {
    label: 'Settings',
    to: '/admin/dashboard/settings',
    heading: 'Settings',
    description: 'Your profile, your password and the devices where you are signed in.',
    icon: Settings,
  },
} as const satisfies Record<string, PortalScreen>

export const BRAND_SCREENS = {
  dashboard: {
    label: 'Dashboard',
    to: '/brand/dashboard',
    end: true,
    heading: 'Dashboard',
    description: 'Your brand at a glance.',
    icon: LayoutDashboard,
  },
  inventory: {
    label: 'Inventory',
    to: '/brand/dashboard/inventory',
    heading: 'Inventory Management',
    description: 'Upload catalogs and manage your products, prices and stock.',
    icon: Package,
  },
  resellers: {
    label: 'Resellers',
    to: '/brand/dashboard/resellers',
    heading: 'Resellers Management',
    description: 'See the resellers authorized to sell your brand and get in touch with them.',
    icon: Handshake,
  },
  orders: {
    label: 'Orders',
    to: '/brand/dashboard/orders',
    heading: 'Order Management',
    description: 'Follow the orders resellers place with you, from pending to delivered.',
    icon: ShoppingCart,
  },
  messages: {
    label: 'Messages',
    to: '/brand/dashboard/messages',
    heading: 'Messages',
    description: 'Read and reply to messages from resellers, including their e-mail replies.',
    icon: MessageSquare,
  },
  protection: {
    label: 'Brand Protection',
    to: '/brand/dashboard/protection',
    heading: 'Brand Protection',
    description:
      'MAP violations, resellers selling where they are not authorized, and unknown sellers of your products, from the marketplace listings you import.',
    icon: ShieldCheck,
  },
  analytics: {
    label: 'Analytics',
    to: '/brand/dashboard/analytics',
    heading: 'Analytics',
    description: 'Revenue protection, unauthorized sellers and loss prevention for your brand.',
    icon: ChartColumn,
  },
  settings: {
    label: 'Settings',
    to: '/brand/dashboard/settings',
    heading: 'Settings',
    description: 'Manage your profile, subscription, notifications and password.',
    icon: Settings,
  },
} as const satisfies Record<string, PortalScreen>

export const RESELLER_SCREENS = {
  dashboard: {
    label: 'Dashboard',
    to: '/reseller/dashboard',
    end: true,
    heading: 'Dashboard',
    description: 'Your wholesale business at a glance.',
    icon: LayoutDashboard,
  },
  brands: {
    label: 'Available Brands',
    to: '/reseller/dashboard/brands',
    heading: 'Available Brands',
    description: 'Browse brands, apply to sell them and follow up on your applications.',
    icon: Store,
  },
  // Issue 16: the catalogs an admin shared with the reseller.
  catalogs: {
    label: 'Catalogs',
    to: '/reseller/dashboard/catalogs',
    heading: 'Catalogs',
    description: 'Download the brand catalogs an admin has shared with you.',
    icon: FolderOpen,
  },
  orders: {
    label: 'My Orders',
    to: '/reseller/dashboard/orders',
    heading: 'My Orders',
    // 001 §2.4, verbatim.
    description: 'Track and manage your wholesale orders',
    icon: ShoppingCart,
  },
  messages: {
    label: 'Messages',
    to: '/reseller/dashboard/messages',
    heading: 'Messages',
    description: 'Read messages from brands and answer them.',
    icon: MessageSquare,
  },
  // Issue 15: ship-to and bill-to addresses for orders.
  addresses: {
    label: 'Addresses',
    to: '/reseller/dashboard/addresses',
    heading: 'Address Book',
    description: 'Where your orders ship to and where invoices are addressed.',
    icon: MapPin,
  },
  settings: {
    label: 'Settings',
    to: '/reseller/dashboard/settings',
    heading: 'Settings',
    description: 'Manage your profile, business details, marketplace IDs and password.',
    icon: Settings,
  },
  compliance: {
    label: 'Compliance',
    to: '/reseller/dashboard/compliance',
    heading: 'MAP Compliance',
    description:
      'The MAP policies of the brands you sell, your listings that brands found below MAP or off your authorization, and your compliance score.',
    icon: ShieldCheck,
  },
  plans: {
    label: 'Plans',
    to: RESELLER_PLANS_PATH,
    heading: 'Subscription Plans',
    description: 'Choose the plan that fits your wholesale business.',
    icon: CreditCard,
  },
} as const satisfies Record<string, PortalScreen>

export const PORTAL_SCREENS: Record<Portal, readonly PortalScreen[]> = {
  admin: Object.values(ADMIN_SCREENS),
  brand: Object.values(BRAND_SCREENS),
  reseller: Object.values(RESELLER_SCREENS),
}

/** Where each portal starts (the admin's portal switcher links here). */
export const PORTAL_HOME: Record<Portal, string> = {
  admin: ADMIN_SCREENS.dashboard.to,
  brand: BRAND_SCREENS.dashboard.to,
  reseller: RESELLER_SCREENS.dashboard.to,
}
