/**
 * Separators of the site's languages. Written out rather than asked of `Intl.NumberFormat`: the
 * first formatter a page builds loads the locale's number data, a long task while the home page
 * hydrates (about 50 ms of main thread on a mid-range phone; 256 ms at 3× CPU on this host, where
 * the player's speed menu built it on the first Play; 15–38 ms at 1× in a fresh tab of Chromium
 * 156, 17 ms of the time calculator's hydration in German).
 */
const english = { group: ',', decimal: '.', thousands: 'K', groupFrom: 4 };
export const separators: Partial<Record<string, typeof english>> = {
  en: english,
  de: { group: '.', decimal: ',', thousands: 'K', groupFrom: 4 },
  // Spanish writes thousands as a word ("2,3 mil") and groups only from five digits ("1234", "12.345").
  es: { group: '.', decimal: ',', thousands: '\u00a0mil', groupFrom: 5 },
};

/** "1234567" → "1,234,567" with the language's `group` separator, from `groupFrom` digits on. */
export const grouped = (digits: string, group: string, groupFrom = 4) =>
  digits.length < groupFrom ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);

/**
 * SPEC section 9: counts of 1000 or more are shown as one-decimal K (1234 → "1.2K"), with the
 * language's decimal separator ("1,2K" in German, "1,2 mil" in Spanish; grouping for millions:
 * "1,234.5K", "1.234,5K").
 * Intl's compact notation is not used: German compact notation prints thousands in full ("1234").
 */
export function formatCount(value: number, language: string): string {
  if (!Number.isFinite(value) || value < 1000) return String(Math.max(0, Math.trunc(value || 0)));
  const { group, decimal, thousands, groupFrom } = separators[language] ?? english;
  const tenths = Math.floor(value / 100);
  const whole = grouped(String(Math.floor(tenths / 10)), group, groupFrom);
  return `${whole}${decimal}${tenths % 10}${thousands}`;
}

/** A short decimal as written in the language (a playback speed: "1.25" in English, "1,25" in German). */
export function formatDecimal(value: number, language: string): string {
  const { decimal } = separators[language] ?? english;
  return String(value).replace('.', decimal);
}
