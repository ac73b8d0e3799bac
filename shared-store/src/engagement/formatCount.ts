/**
 * SPEC section 9: counts of 1000 or more are shown as one-decimal K (1234 → "1.2K"), with the
 * language's decimal separator ("1,2K" in German). Intl's compact notation is not used: German
 * compact notation prints thousands in full ("1234").
 */
export function formatCount(value: number, language: string): string {
  if (!Number.isFinite(value) || value < 1000) return String(Math.max(0, Math.trunc(value || 0)));
  const thousands = Math.floor(value / 100) / 10;
  const number = new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(thousands);
  return `${number}K`;
}
