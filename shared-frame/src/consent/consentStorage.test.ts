import { browserStorageKeys } from '@btb/shared-contract';
import { readConsent, reconcileConsent, writeConsent } from './consentStorage';

const cookie = () => document.cookie;
const clearCookie = () => {
  document.cookie = `${browserStorageKeys.consentCookie}=; max-age=0; path=/`;
};

describe('reconcileConsent', () => {
  beforeEach(() => {
    window.localStorage.clear();
    clearCookie();
  });

  it('keeps a choice made on another origin of the site (only in the cookie) instead of asking again', () => {
    expect(reconcileConsent('declined')).toBe('declined');
    expect(readConsent()).toBe('declined');
  });

  it('lets this origin’s stored choice win and mirrors it to the cookie', () => {
    writeConsent('accepted');
    clearCookie();
    expect(reconcileConsent('declined')).toBe('accepted');
    expect(cookie()).toContain(`${browserStorageKeys.consentCookie}=accepted`);
  });

  it('asks when neither source has a choice', () => {
    expect(reconcileConsent(null)).toBeNull();
    expect(readConsent()).toBeNull();
  });
});
