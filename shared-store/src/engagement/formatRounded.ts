import { grouped, separators } from './formatNumbers';

/**
 * A number rounded to at most `maximumFractionDigits` decimals and grouped as the language writes
 * it, the same text as `Intl.NumberFormat(language, { maximumFractionDigits })` ("1,234.5",
 * "1.234,5", "1234,5" in Spanish; SPEC section 9's "101.3 / 101,3"). Rounded as Intl rounds: half away from zero, on the
 * shortest decimal that reads back as the number (1.45 → "1.5", where `toFixed` says "1.4"). Intl
 * itself answers for another language and for what the shortcut does not cover (huge, tiny in
 * exponent form, not finite). An entry of its own (`@btb/shared-store/formatRounded`), bundled by
 * the pages that use it: the singleton's index is on every first visit, and no page there needs it.
 */
export function formatRounded(value: number, language: string, maximumFractionDigits = 1): string {
  const digits = Math.min(3, Math.max(0, Math.trunc(maximumFractionDigits)));
  const text = String(Math.abs(value));
  const written = separators[language];
  if (!written || !Number.isFinite(value) || text.includes('e') || Math.abs(value) >= 1e12)
    return new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = fraction.slice(0, digits).padEnd(digits, '0');
  const roundsUp = (fraction[digits] ?? '0') >= '5';
  const scaled = String(Number(whole + kept) + (roundsUp ? 1 : 0)).padStart(digits + 1, '0');
  const integer = grouped(
    scaled.slice(0, scaled.length - digits),
    written.group,
    written.groupFrom,
  );
  const decimals = scaled.slice(scaled.length - digits).replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${integer}${decimals ? written.decimal + decimals : ''}`;
}
