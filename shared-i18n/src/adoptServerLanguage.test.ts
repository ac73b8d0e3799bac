import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { adoptServerLanguage, changeLanguage, i18n } from './i18n';

const cookieReads = () => jest.spyOn(Document.prototype, 'cookie', 'get');
const setCookie = (value: string) => (document.cookie = `language=${value}; path=/`);

describe('a server-rendered page takes the language the server chose', () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => void changeLanguage('en'));
    localStorage.clear();
    document.cookie = 'language=; path=/; max-age=0';
  });

  it('reads no cookie where storage holds that language already', () => {
    localStorage.setItem('language', 'de');
    const reads = cookieReads();
    adoptServerLanguage('de', true)();
    expect(reads).not.toHaveBeenCalled();
    expect(i18n.language).toBe('de');
  });

  it('reads no cookie on a first visit: the server saw none and storage holds none', () => {
    const reads = cookieReads();
    adoptServerLanguage('de', false)();
    expect(reads).not.toHaveBeenCalled();
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('mirrors the cookie into storage where they disagree: the cookie wins', () => {
    localStorage.setItem('language', 'en');
    setCookie('de');
    adoptServerLanguage('de', true)();
    expect(localStorage.getItem('language')).toBe('de');
  });

  it('reads the cookie where the server did not say whether it had one (an older page)', () => {
    setCookie('de');
    const reads = cookieReads();
    adoptServerLanguage('de')();
    expect(reads).toHaveBeenCalled();
    expect(localStorage.getItem('language')).toBe('de');
  });

  it('applies a choice saved only in storage, from before the cookie existed', async () => {
    localStorage.setItem('language', 'de');
    act(() => adoptServerLanguage('en', false)());
    await waitFor(() => expect(i18n.language).toBe('de'));
  });
});
