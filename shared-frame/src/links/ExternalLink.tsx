import type { AnchorHTMLAttributes } from 'react';
import { VisuallyHidden } from '@btb/shared-ui';

interface ExternalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** What a screen reader hears after the text (`footer.opensInNewTab`), translated once by the list. */
  newTab: string;
}

/** A link that opens in a new tab, safely, and says so to screen readers. */
export function ExternalLink({ children, newTab, ...props }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <VisuallyHidden> {newTab}</VisuallyHidden>
    </a>
  );
}
