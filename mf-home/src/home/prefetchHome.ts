import { selectLearningSubject, type PagePrefetch } from '@btb/shared-store';
import { faqsApi } from '../faq/api/getFaqs';
import { heroSlidesApi } from '../hero/api/getHeroSlides';
import { playlistsApi } from '../playlists/api/getPlaylists';

/**
 * On the server: the hero slides, the playlist rows and the FAQ, in the request's language, and a
 * logged-in learner's "Continue". With
 * the FAQ in the first HTML it reads without JavaScript and does not arrive later above the footer
 * (a reader who pressed End would see the footer pushed down).
 */
export const prefetchHome: PagePrefetch = async ({ store, language }) => {
  store.dispatch(heroSlidesApi.endpoints.getHeroSlides.initiate(language));
  store.dispatch(playlistsApi.endpoints.getPlaylists.initiate(language));
  store.dispatch(faqsApi.endpoints.getFaqs.initiate(language));
  // A logged-in learner's "Continue" from the account (null for a visitor: filled in after hydration).
  const pair = selectLearningSubject(store.getState());
  if (!pair) return;
  // Its code is loaded only for a learner with a pair, as the page's own is (ContinueRow).
  const { accountContinueApi } = await import('../continue/accountContinueApi');
  store.dispatch(accountContinueApi.endpoints.accountContinue.initiate(pair));
};
