/**
 * The provider's external pricing page. A placeholder until the business names the real address;
 * it is the one place to change it.
 */
export const pricingUrl = 'https://beat-to-breakthrough.example/pricing';
