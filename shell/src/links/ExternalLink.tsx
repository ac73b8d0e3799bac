import type { AnchorHTMLAttributes } from 'react';
import { useTranslation } from '@btb/shared-i18n';
import { VisuallyHidden } from '@btb/shared-ui';
import { shellNamespace } from '../shellNamespace';

/** A link that opens in a new tab, safely, and says so to screen readers. */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { t } = useTranslation(shellNamespace);
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <VisuallyHidden> {t('footer.opensInNewTab')}</VisuallyHidden>
    </a>
  );
}
