import type { AnchorHTMLAttributes } from 'react';
import { useTranslation } from '@btb/shared-i18n';
import { VisuallyHidden } from '@btb/shared-ui';
import { frameNamespace } from '../frameNamespace';

/** A link that opens in a new tab, safely, and says so to screen readers. */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { t } = useTranslation(frameNamespace);
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <VisuallyHidden> {t('footer.opensInNewTab')}</VisuallyHidden>
    </a>
  );
}
