import type { ReactNode } from 'react';
import { Link } from '@btb/shared-router';
import { useTranslation } from '@btb/shared-i18n';
import { VisuallyHidden } from '@btb/shared-ui';
import { homeNamespace } from '../homeNamespace';
import type { LinkTarget } from './linkTarget';

interface TargetLinkProps {
  target: LinkTarget;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/** A router link inside the app, a new-tab link outside it, nothing for an unusable link. */
export function TargetLink({ target, children, ...rest }: TargetLinkProps) {
  const { t } = useTranslation(homeNamespace);
  if (target.kind === 'app') {
    return (
      <Link to={target.to} {...rest}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <VisuallyHidden>{t('links.newTab')}</VisuallyHidden>
      </a>
    );
  }
  return null;
}
