/** SPEC section 9: counts of 1000 or more are shown as one-decimal K (1234 → "1.2K"). */
export function formatCount(value: number): string {
  if (!Number.isFinite(value) || value < 1000) return String(Math.max(0, Math.trunc(value || 0)));
  return `${(Math.floor(value / 100) / 10).toFixed(1)}K`;
}
