import type { PageVariantOf, RenderPage, WarmUp } from '@btb/platform/renderContract';

// Async boundary, as in the browser entry: shared packages are negotiated before any is imported.
export const renderPage: RenderPage = async (request) =>
  (await import('./renderPage')).renderPage(request);

export const warmUp: WarmUp = async (remotes) => (await import('./warmUp')).warmUp(remotes);

export const pageVariantOf: PageVariantOf = async (request) =>
  (await import('./pageVariant')).pageVariantOf(request);
