import { analyticsFieldCaps, type UtmParams } from '@btb/shared-contract';

const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** The campaign parameters of the landing URL, trimmed and cut to a sane length. */
export function utmParamsOf(search: string): UtmParams {
  const params = new URLSearchParams(search);
  const utm: UtmParams = {};
  for (const key of utmKeys) {
    const value = params.get(key)?.trim().slice(0, analyticsFieldCaps.text);
    if (value) utm[key] = value;
  }
  return utm;
}

/** SPEC section 6: internal traffic is flagged with `intern=1`. */
export const isInternVisit = (search: string) => new URLSearchParams(search).get('intern') === '1';
