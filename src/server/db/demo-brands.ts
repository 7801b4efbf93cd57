/**
 * The demo brands directory (001 §9: 'Demo seeding creates 5 sample brands … all marked
 * [DEMO]'), plus fictitious but realistic brands across categories and departments, so that the
 * public search and the lead magnet's auto-ungated list have real data. Every website and
 * contact address is under example.com. '[DEMO] Northwind Goods' belongs to the demo brand
 * account (same contact e-mail and company name).
 */
export interface DemoBrand {
  name: string
  description: string
  categories: string[]
  department: string
  websiteUrl: string
  contactEmail: string
  approvalRate: number
  responseTime: number
  amazonAutoUngated: boolean
  isActive?: boolean
}

export const DEMO_BRAND_OWNER_EMAIL = 'brand@demo.example.com'

export const DEMO_BRANDS: readonly DemoBrand[] = [
  {
    name: '[DEMO] Northwind Goods',
    description:
      'Verified home and kitchen brand: enamel cookware, linen textiles and storage. Works with authorized resellers on Amazon, Walmart and eBay, with MAP pricing and bulk discounts.',
    categories: ['Home Goods', 'Kitchen'],
    department: 'Home & Kitchen',
    websiteUrl: 'https://northwind.example.com',
    contactEmail: DEMO_BRAND_OWNER_EMAIL,
    approvalRate: 92.5,
    responseTime: 12,
    amazonAutoUngated: true,
  },
  {
    name: '[DEMO] Lumen Electronics',
    description:
      'Chargers, cables and desk lamps with UL certification. Quick approval for resellers with a good feedback score; distributors worldwide.',
    categories: ['Electronics'],
    department: 'Consumer Electronics',
    websiteUrl: 'https://lumen-electronics.example.com',
    contactEmail: 'wholesale@lumen-electronics.example.com',
    approvalRate: 78,
    responseTime: 24,
    amazonAutoUngated: false,
  },
  {
    name: '[DEMO] Petal & Pine Beauty',
    description:
      'Clean beauty: botanical skincare, body care and gift sets. Verified brand, open to new Amazon and Walmart resellers.',
    categories: ['Beauty', 'Health'],
    department: 'Personal Care',
    websiteUrl: 'https://petalandpine.example.com',
    contactEmail: 'partners@petalandpine.example.com',
    approvalRate: 85,
    responseTime: 8,
    amazonAutoUngated: true,
  },
  {
    name: '[DEMO] Summit Trail Outfitters',
    description:
      'Hiking packs, trekking poles and camp gear built for the trail. Seasonal wholesale programs for outdoor retailers and online resellers.',
    categories: ['Sports', 'Outdoors'],
    department: 'Sports & Outdoors',
    websiteUrl: 'https://summittrail.example.com',
    contactEmail: 'trade@summittrail.example.com',
    approvalRate: 70,
    responseTime: 36,
    amazonAutoUngated: false,
  },
  {
    name: '[DEMO] Bright Blocks Toys',
    description:
      'Building blocks and STEM kits for ages 3 to 12, safety tested. Fast approval for toy resellers on Walmart and Amazon.',
    categories: ['Toys'],
    department: 'Toys & Games',
    websiteUrl: 'https://brightblocks.example.com',
    contactEmail: 'sales@brightblocks.example.com',
    approvalRate: 95,
    responseTime: 6,
    amazonAutoUngated: true,
  },
  {
    name: 'Acme Audio Labs',
    description:
      'Wireless earbuds, studio headphones and portable speakers. Authorized reseller program with MAP enforcement and quarterly bulk discounts.',
    categories: ['Electronics', 'Audio'],
    department: 'Consumer Electronics',
    websiteUrl: 'https://acme-audio.example.com',
    contactEmail: 'resellers@acme-audio.example.com',
    approvalRate: 81,
    responseTime: 18,
    amazonAutoUngated: true,
  },
  {
    name: 'Voltix Smart Home',
    description:
      'Smart plugs, sensors and video doorbells that work with every major voice assistant. Distributors worldwide; verified brand.',
    categories: ['Electronics', 'Home Goods'],
    department: 'Smart Home',
    websiteUrl: 'https://voltix.example.com',
    contactEmail: 'channel@voltix.example.com',
    approvalRate: 66,
    responseTime: 48,
    amazonAutoUngated: false,
  },
  {
    name: 'Harbor Coffee Roasters',
    description:
      'Small-batch whole bean and ground coffee, roasted to order. Grocery resellers get case-pack pricing and quick approval.',
    categories: ['Grocery', 'Coffee'],
    department: 'Grocery & Gourmet',
    websiteUrl: 'https://harborcoffee.example.com',
    contactEmail: 'wholesale@harborcoffee.example.com',
    approvalRate: 88,
    responseTime: 10,
    amazonAutoUngated: true,
  },
  {
    name: 'GreenLeaf Naturals',
    description:
      'Vitamins, herbal supplements and natural remedies made in GMP-certified facilities. Health and beauty resellers welcome.',
    categories: ['Health', 'Beauty'],
    department: 'Health & Household',
    websiteUrl: 'https://greenleaf.example.com',
    contactEmail: 'partners@greenleaf.example.com',
    approvalRate: 74,
    responseTime: 20,
    amazonAutoUngated: false,
  },
  {
    name: 'Ironclad Fitness',
    description:
      'Kettlebells, resistance bands and home gym equipment. High-rated resellers receive priority allocation of new products.',
    categories: ['Sports', 'Fitness'],
    department: 'Sports & Outdoors',
    websiteUrl: 'https://ironclad-fitness.example.com',
    contactEmail: 'b2b@ironclad-fitness.example.com',
    approvalRate: 90,
    responseTime: 12,
    amazonAutoUngated: true,
  },
  {
    name: 'Little Explorer Co.',
    description:
      'Picture books, puzzles and educational toys for curious kids. Independent and online resellers welcome.',
    categories: ['Toys', 'Books'],
    department: 'Baby & Kids',
    websiteUrl: 'https://littleexplorer.example.com',
    contactEmail: 'hello@littleexplorer.example.com',
    approvalRate: 83,
    responseTime: 16,
    amazonAutoUngated: false,
  },
  {
    name: 'Urban Thread Apparel',
    description:
      'Everyday streetwear, organic cotton tees and accessories. Verified fashion brand with size-run wholesale packs.',
    categories: ['Fashion', 'Apparel'],
    department: 'Clothing & Accessories',
    websiteUrl: 'https://urbanthread.example.com',
    contactEmail: 'wholesale@urbanthread.example.com',
    approvalRate: 62,
    responseTime: 30,
    amazonAutoUngated: false,
  },
  {
    name: 'RoadReady Auto Parts',
    description:
      'Wiper blades, cabin filters and car care kits with fitment data for every listing. Distributors worldwide and marketplace resellers.',
    categories: ['Automotive'],
    department: 'Automotive',
    websiteUrl: 'https://roadready.example.com',
    contactEmail: 'dealers@roadready.example.com',
    approvalRate: 87,
    responseTime: 14,
    amazonAutoUngated: true,
  },
  {
    name: 'PageTurner Press',
    description:
      'An independent publisher of cookbooks, journals and activity books. Bulk orders for book resellers with returnable terms.',
    categories: ['Books'],
    department: 'Books & Media',
    websiteUrl: 'https://pageturner.example.com',
    contactEmail: 'trade@pageturner.example.com',
    approvalRate: 79,
    responseTime: 24,
    amazonAutoUngated: false,
  },
  {
    name: 'Crisp Kitchenware',
    description:
      'Chef knives, cutting boards and bakeware for home cooks. Quick approval brands program for Amazon resellers.',
    categories: ['Home Goods', 'Kitchen'],
    department: 'Home & Kitchen',
    websiteUrl: 'https://crisp-kitchen.example.com',
    contactEmail: 'partners@crisp-kitchen.example.com',
    approvalRate: 91,
    responseTime: 9,
    amazonAutoUngated: true,
  },
  {
    name: 'Silkstone Skincare',
    description:
      'Dermatologist-tested serums and moisturisers. A premium beauty brand that authorizes a small number of verified resellers.',
    categories: ['Beauty'],
    department: 'Premium Beauty',
    websiteUrl: 'https://silkstone.example.com',
    contactEmail: 'accounts@silkstone.example.com',
    approvalRate: 48,
    responseTime: 72,
    amazonAutoUngated: false,
  },
  {
    name: 'PawPal Pet Supplies',
    description:
      'Chew toys, grooming tools and travel bowls for dogs and cats. Fast-moving pet products with quick approval.',
    categories: ['Pet Supplies', 'Other'],
    department: 'Pet Supplies',
    websiteUrl: 'https://pawpal.example.com',
    contactEmail: 'wholesale@pawpal.example.com',
    approvalRate: 89,
    responseTime: 11,
    amazonAutoUngated: true,
  },
  {
    name: 'Evergreen Pantry',
    description:
      'Organic snacks, nut butters and gluten-free baking mixes. Grocery and health resellers with temperature-safe shipping.',
    categories: ['Grocery', 'Health'],
    department: 'Grocery & Gourmet',
    websiteUrl: 'https://evergreenpantry.example.com',
    contactEmail: 'sales@evergreenpantry.example.com',
    approvalRate: 76,
    responseTime: 22,
    amazonAutoUngated: false,
  },
  {
    name: 'NovaCharge Accessories',
    description:
      'Phone cases, power banks and fast chargers. Electronics resellers get MAP-protected pricing and drop-ship options.',
    categories: ['Electronics', 'Mobile Accessories'],
    department: 'Cell Phones & Accessories',
    websiteUrl: 'https://novacharge.example.com',
    contactEmail: 'resellers@novacharge.example.com',
    approvalRate: 72,
    responseTime: 26,
    amazonAutoUngated: true,
  },
  {
    name: 'Tidewater Outdoor Gear',
    description:
      'Kayak accessories and dry bags. The wholesale program is paused for the season, so the brand is not listed.',
    categories: ['Sports', 'Outdoors'],
    department: 'Sports & Outdoors',
    websiteUrl: 'https://tidewater.example.com',
    contactEmail: 'trade@tidewater.example.com',
    approvalRate: 60,
    responseTime: 48,
    amazonAutoUngated: true,
    isActive: false,
  },
]
