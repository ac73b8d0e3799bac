import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these, and jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder, __BUILD_ID__: 'test' });

// German strings load on first use in the page (shared-i18n's loadLanguage); tests that switch
// with i18n.changeLanguage('de') directly get them at hand, for every namespace the file imported.
beforeAll(async () => {
  const { loadLanguage } = await import('@btb/shared-i18n');
  await loadLanguage('de');
});
