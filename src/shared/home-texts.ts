/**
 * Texts of the home page (000 §1, §2). Spec texts are verbatim. The hero search's are in the
 * site's first load; the static sections' copy is only read while prerendering, so the browser's
 * bundles never carry it (see client/site/components/static-island.tsx). The widgets' texts live in
 * their own modules (welcome-dialog-texts.ts, contact-form-texts.ts, lead-popup-texts.ts) so
 * that each loads with its widget's chunk, not with the page.
 */
/** 000 §2 hero search; the rest of the hero is prerendered only (HERO_TEXTS). */
export const HERO_SEARCH_TEXTS = {
  label: 'Search brands, distributors and resellers',
  placeholder: 'Describe the brands or partners you are looking for…',
  button: 'Search',
  tryLabel: 'Try:',
  chipsLabel: 'Popular searches',
} as const

/* ---- Static sections: read only while prerendering ---- */

export const HERO_TEXTS = {
  eyebrow: 'AI-powered B2B wholesale matching',
  title: 'Where brands meet verified resellers',
  subtitle:
    'Find authorized distributors, retailers and Amazon, Walmart and eBay sellers, or the brands to carry. Verified partners, MAP price-policy enforcement and cross-marketplace monitoring in one marketplace.',
  registerBrand: 'Register Your Brand',
  applyRetail: 'Apply as Retail Partner',
} as const

/** 000 §2: the contact section (#contact) around the form. */
export const CONTACT_SECTION_TEXTS = {
  eyebrow: 'Contact us',
  title: 'Register your brand or talk to our team',
  intro:
    'Tell us about your brand and the marketplaces you sell on. A partnership manager replies within one business day with the next steps.',
  points: [
    'Response in under 24h from a partnership manager',
    'Free onboarding for your catalog and MAP policy',
    'Verified resellers matched to your brand',
  ],
  emailUs: 'Prefer e-mail? Write to',
} as const

/** A static marketing claim of 000 §1: a figure and what it counts. */
export interface MarketingFigure {
  value: string
  label: string
}

/** 000 §1: every figure on the home page is marketing content, not live data. */
export const FIGURES_NOTE =
  'Figures are marketing highlights from our partner network, not live data.'

export const HERO_FIGURES: readonly MarketingFigure[] = [
  { value: '150+', label: 'verified partners' },
  { value: '40+', label: 'brands' },
  { value: '1000+', label: 'products' },
  { value: '99.7%', label: 'match accuracy' },
]

export const NETWORK_FIGURES: readonly MarketingFigure[] = [
  { value: '15,000+', label: 'partnerships' },
  { value: '$2.5M+', label: 'monthly GMV' },
  { value: '98%', label: 'success rate' },
  { value: '1000+', label: 'resellers' },
  { value: '50+', label: 'brands' },
  { value: '15+', label: 'markets' },
]

export const AUDIENCES = [
  {
    id: 'brands',
    title: 'For brands',
    summary: 'List your brand and decide who sells it.',
    points: [
      'Review reseller applications and approve the partners you trust',
      'Upload catalogs with wholesale prices for your approved resellers',
      'Keep MAP pricing and marketplace compliance under control',
    ],
    link: { href: '/brand', label: 'Explore the brand portal' },
  },
  {
    id: 'resellers',
    title: 'For resellers',
    summary: 'Amazon, Walmart and eBay sellers, distributors and retailers.',
    points: [
      'Get verified once by the marketplace team',
      'Browse brands, apply to sell them and follow up on every application',
      'Order wholesale and message brands in one place',
    ],
    link: { href: '/reseller', label: 'Explore the reseller portal' },
  },
] as const

export const FEATURES = [
  {
    id: 'matching',
    title: 'AI-powered matching',
    text: 'Describe what you need in plain words. Matching weighs categories, marketplaces, sales volume and track record to suggest the right partners.',
    figure: { value: '99.7%', label: 'match accuracy' },
  },
  {
    id: 'map',
    title: 'MAP price-policy enforcement',
    text: 'Set minimum advertised prices per product and see who honours them. Violations are sorted into authorized partners and unknown sellers.',
    figure: { value: '24/7', label: 'monitoring' },
  },
  {
    id: 'verification',
    title: 'Partner verification',
    text: 'Every reseller is checked by our team: business documents, store links and feedback scores, before a brand ever sees the application.',
    figure: { value: '<24h', label: 'response time' },
  },
  {
    id: 'monitoring',
    title: 'Cross-marketplace monitoring',
    text: 'Amazon, Walmart and eBay listings in one view, so brands spot leaks early and resellers prove their compliance.',
    figure: { value: '1M+', label: 'data points' },
  },
  {
    id: 'growth',
    title: 'Growth with the right partners',
    text: 'Authorized resellers win the Buy Box without price wars. Brands in the network report more sales with fewer, better partners.',
    figure: { value: '2.4x', label: 'sales increase' },
  },
  {
    id: 'workflow',
    title: 'One workflow, end to end',
    text: 'Applications, follow-ups, catalogs, wholesale orders and messages live in one place instead of scattered e-mail threads.',
    figure: { value: '500+', label: 'brands to discover' },
  },
] as const

/** 000 §1: the home page explains three steps. */
export const STEPS = [
  {
    title: 'Create a profile',
    text: 'Brands register their company; resellers apply with their business and marketplace details.',
  },
  {
    title: 'Connect and apply',
    text: 'Resellers apply to the brands they want to carry; brands review and approve their partners.',
  },
  {
    title: 'Start trading',
    text: 'Approved partners order at wholesale prices and keep in touch through the portal.',
  },
] as const

export const WALKTHROUGH_TEXTS = {
  eyebrow: 'How it works',
  title: 'See the marketplace from both sides',
  intro:
    'Sample dashboards with illustrative data: how a reseller discovers brands, how a brand reviews applications, and what an active partnership looks like.',
  sampleBadge: 'Sample data',
  discovery: {
    step: '1. Brand discovery',
    caption:
      'A reseller searches 500+ brands and sees the best matches first, with their approval speed and marketplaces.',
  },
  review: {
    step: '2. Reseller application review',
    caption:
      'The brand reviews verified applicants, with store links, feedback scores and sales volume, and approves the partners it trusts.',
  },
  partnership: {
    step: '3. Active partnership',
    caption:
      'Approved partners order at wholesale prices while the brand tracks sales and MAP compliance across marketplaces.',
  },
} as const

export const NETWORK_TEXTS = {
  eyebrow: 'The network',
  title: 'Brands, the marketplace and resellers, connected',
  intro:
    'Brands publish their catalogs and price policies once. The marketplace verifies resellers, matches them to brands and keeps every partnership compliant on Amazon, Walmart and eBay.',
  diagramTitle: 'How the marketplace connects brands and resellers',
  diagramDescription:
    'Brands on the left connect to the marketplace in the centre, which connects to Amazon, Walmart and eBay sellers, distributors and retailers on the right.',
} as const

export interface FaqItem {
  question: string
  answer: string
}

/** 000 §1, §2: the FAQ, including the spec's pricing statement. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'What is Wholesale Marketplace?',
    answer:
      'A B2B wholesale marketplace that connects brands with distributors, retailers and online resellers on Amazon, Walmart and eBay. Brands decide who may sell their products; resellers find brands to carry and order at wholesale prices.',
  },
  {
    question: 'How does the AI-powered matching work?',
    answer:
      'You describe what you are looking for in plain words, for example "beauty brands open to Amazon resellers". We rank brands and partners by category, marketplaces, approval speed and track record, so the best matches come first.',
  },
  {
    question: 'How are resellers verified?',
    answer:
      'Every reseller applies once with business details, store links and a verification document. Our team reviews the application before the reseller can sign in or apply to brands, and brands see the verified details before they approve anyone.',
  },
  {
    question: 'How much does it cost?',
    answer:
      'Resellers join and browse for free, with premium paid plans available. Brands pay a subscription based on partnerships and features. Custom enterprise pricing is available.',
  },
  {
    question: 'How does MAP price-policy enforcement work?',
    answer:
      'Brands set a minimum advertised price per product. We watch marketplace listings around the clock, flag prices below MAP and tell authorized partners apart from unknown sellers, so brands can act quickly.',
  },
  {
    question: 'Which marketplaces do you support?',
    answer:
      'Amazon, Walmart and eBay, plus distributors and retailers who sell elsewhere. Partners in our network trade in 15+ markets.',
  },
  {
    question: 'How quickly will I hear back?',
    answer:
      'Our team responds in under 24h on business days. Reseller applications are reviewed within 1-3 business days, and brand inquiries get a reply within 1-2 business days.',
  },
]

export const FAQ_TEXTS = {
  eyebrow: 'FAQ',
  title: 'Frequently asked questions',
  intro: 'Everything brands and resellers usually ask before they join.',
} as const
