import type { PageMeta } from '@btb/shared-store';
import { homeNamespace } from '../homeNamespace';

/** `/`: the site's landing page, with a share preview. */
export const meta: PageMeta = ({ t }) => ({
  title: t('home.title', { ns: homeNamespace }),
  description: t('home.metaDescription', { ns: homeNamespace }),
  share: { type: 'website' },
});
