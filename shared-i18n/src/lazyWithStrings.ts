import { lazy } from 'react';
import { stringsReady } from './i18n';

/**
 * `React.lazy` for a part whose code brings a namespace of its own (a dialog, a game, a shell
 * page): the part shows once those strings are there in the page's language (on the server, in
 * every language), so it renders in that language at once and hydrates without a mismatch. Strings
 * travel with the code that shows them: a page that never opens the part downloads neither.
 */
export const lazyWithStrings: typeof lazy = (load) =>
  lazy(async () => {
    const loaded = await load();
    await stringsReady().catch((error: unknown) =>
      console.error('The strings of a part of the page could not be loaded', error),
    );
    return loaded;
  });
