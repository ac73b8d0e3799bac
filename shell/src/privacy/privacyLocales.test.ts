import { browserStoredData, serverStoredData } from '@btb/shared-contract';
import de from './locales/de.json';
import en from './locales/en.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('privacy locales', () => {
  it('have identical English and German key sets', () => {
    expect(keysOf(de).sort()).toEqual(keysOf(en).sort());
  });

  it('describe every entry of the stored-data lists', () => {
    for (const { id } of browserStoredData) expect(en.browser).toHaveProperty(id);
    for (const { id } of serverStoredData) expect(en.server).toHaveProperty(id);
  });
});
