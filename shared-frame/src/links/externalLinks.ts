/**
 * Addresses outside this site, in one place. The provider's own pages use a placeholder domain
 * until the business names the real ones.
 */
const providerSite = 'https://beat-to-breakthrough.example';

export const externalLinks = {
  provider: providerSite,
  becomeCreator: `${providerSite}/creators`,
  terms: `${providerSite}/terms`,
  iosApp: 'https://apps.apple.com/',
  androidApp: 'https://play.google.com/store/apps',
  webPlatform: `${providerSite}/learn`,
  chamberProfile: 'https://firmen.wko.at/',
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'YouTube', href: 'https://www.youtube.com/' },
    { name: 'TikTok', href: 'https://www.tiktok.com/' },
    { name: 'Facebook', href: 'https://www.facebook.com/' },
  ],
} as const;

export const contactEmail = 'hello@beat-to-breakthrough.example';

/** Impressum data; placeholders to be replaced with the company's registered details. */
export const legalEntity = {
  company: 'Beat to Breakthrough GmbH',
  street: 'Musterstraße 1',
  city: '1010 Wien',
  registerNumber: 'FN 000000a',
  registerCourt: 'Handelsgericht Wien',
  vatId: 'ATU00000000',
} as const;
