import { browserStorageKeys, choiceCookie, cookieValue } from '@btb/shared-contract';
import { readStored, writeStored } from '@btb/shared-store';

/** The visitor's answer to the analytics question; nothing stored means not asked yet. */
export type ConsentChoice = 'accepted' | 'declined';

interface StoredConsent {
  choice: ConsentChoice;
  /** When the visitor chose, so a later change of the question can ask again. */
  decidedAt: number;
}

const asConsent = (value: unknown): StoredConsent | undefined => {
  const v = value as Partial<StoredConsent> | null;
  return v &&
    (v.choice === 'accepted' || v.choice === 'declined') &&
    typeof v.decidedAt === 'number' &&
    Number.isFinite(v.decidedAt)
    ? { choice: v.choice, decidedAt: v.decidedAt }
    : undefined;
};

export const readConsent = (): ConsentChoice | null =>
  readStored<StoredConsent | undefined>(browserStorageKeys.privacyConsent, asConsent, undefined)
    ?.choice ?? null;

const isChoice = (value: unknown): value is ConsentChoice =>
  value === 'accepted' || value === 'declined';

/** The choice as the server renderer sees it: the cookie that mirrors storage. */
export const consentFromCookie = (cookieHeader: string | undefined): ConsentChoice | null => {
  const value = cookieValue(cookieHeader, browserStorageKeys.consentCookie);
  return isChoice(value) ? value : null;
};

/** Mirrors the stored choice into the cookie the server renderer reads. */
export const mirrorConsentCookie = (choice: ConsentChoice) => {
  document.cookie = choiceCookie(browserStorageKeys.consentCookie, choice);
};

export const writeConsent = (choice: ConsentChoice) => {
  writeStored(browserStorageKeys.privacyConsent, { choice, decidedAt: Date.now() });
  mirrorConsentCookie(choice);
};

/**
 * After hydration, the one choice both sources agree on. The server rendered from the cookie,
 * which every port of the host shares (a remote's standalone page writes it too), while storage
 * belongs to this origin alone: a choice in storage wins and is mirrored to the cookie; a choice
 * only in the cookie (made on another origin of the site) is kept in this origin's storage, not
 * asked again.
 */
export function reconcileConsent(fromServer: ConsentChoice | null): ConsentChoice | null {
  const stored = readConsent();
  if (stored) {
    if (stored !== fromServer) mirrorConsentCookie(stored);
    return stored;
  }
  if (fromServer)
    writeStored(browserStorageKeys.privacyConsent, { choice: fromServer, decidedAt: Date.now() });
  return fromServer;
}
