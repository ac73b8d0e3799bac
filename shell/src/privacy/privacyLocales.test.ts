import { browserStoredData, serverStoredData } from '@btb/shared-contract';
import en from './locales/en.json';

// Key parity with German and translation are checked for every locale folder (localeKeys.test).
describe('privacy locales', () => {
  it('describe every entry of the stored-data lists', () => {
    for (const { id } of browserStoredData) expect(en.browser).toHaveProperty(id);
    for (const { id } of serverStoredData) expect(en.server).toHaveProperty(id);
  });
});
