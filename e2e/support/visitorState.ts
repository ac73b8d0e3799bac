import { shellOrigin } from './ports';

type StorageState = {
  cookies: {
    name: string;
    value: string;
    domain: string;
    path: string;
    expires: number;
    httpOnly: boolean;
    secure: boolean;
    sameSite: 'Lax';
  }[];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
};

/** A cookie as the site writes it for the server renderer (`choiceCookie`). */
const siteCookie = (name: string, value: string) => ({
  name,
  value,
  domain: 'localhost',
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
});

/**
 * A visitor who already declined the analytics question and, unless `askPair`, skipped "I speak …
 * / I learn …": in storage and in the cookies that mirror them for the server renderer, as the
 * site itself writes them. The suites' default; a spec about a question starts without its answer.
 */
export function answeredVisitor({ askPair = false } = {}): StorageState {
  const localStorage = [
    { name: 'privacyConsent', value: JSON.stringify({ choice: 'declined', decidedAt: 1 }) },
  ];
  const cookies = [siteCookie('privacy_consent', 'declined')];
  if (!askPair) {
    localStorage.push({ name: 'btb-learning-pair', value: JSON.stringify('none') });
    cookies.push(siteCookie('btb_pair', 'none'));
  }
  return { cookies, origins: [{ origin: shellOrigin, localStorage }] };
}
