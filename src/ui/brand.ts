/** Brand facts in one place; routes and copy read them from here. */
export const BRAND = {
  product: 'Tether',
  slug: 'tether',
  companion: 'f8',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=app.tether.mobile',
  appStoreUrl: 'https://apps.apple.com/app/tether-relationships/id6450000000',
  contactEmail: 'support@tether.app',
  copyrightHolder: 'Tether Labs',
  social: [
    { name: 'Instagram', url: 'https://www.instagram.com/tether.app' },
    { name: 'TikTok', url: 'https://www.tiktok.com/@tether.app' },
    { name: 'X', url: 'https://x.com/tether_app' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/tether-app' },
  ],
  minimumIos: '13.0',
  minimumAndroid: '6.0 (API 23)',
} as const;

export const DIFFERENCE_PATH = `/the-${BRAND.slug}-difference`;
export const WHY_PATH = `/why-${BRAND.slug}`;
