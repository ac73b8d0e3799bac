import type { Playlist } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { homeNamespace } from '../../homeNamespace';
import { BookOpenIcon, SearchIcon } from '../../icons/heroIcons';
import { linkTarget } from '../../links/linkTarget';
import { RowIconLink } from './RowIconLink';
import { RowHead, RowHeadline } from './rowStyles';

interface RowHeaderProps {
  playlist: Playlist;
  headingId: string;
}

/** The headline with the row's search link (when it has one) and its learning-plan link. */
export function RowHeader({ playlist, headingId }: RowHeaderProps) {
  const { t } = useTranslation(homeNamespace);
  const { headline, btn1Searchurl, btn2OverviewCode } = playlist;
  const search = linkTarget(btn1Searchurl);
  const overviewCode = btn2OverviewCode?.trim();
  return (
    <RowHead>
      <RowHeadline id={headingId}>{headline}</RowHeadline>
      {search.kind !== 'none' && (
        <RowIconLink
          target={search}
          tooltip={t('rows.showAll')}
          label={`${t('rows.showAll')}: ${headline}`}
        >
          <SearchIcon />
        </RowIconLink>
      )}
      {overviewCode && (
        <RowIconLink
          target={{ kind: 'app', to: `/book-overview/${encodeURIComponent(overviewCode)}` }}
          tooltip={t('rows.learningPlan')}
          label={`${t('rows.learningPlan')}: ${headline}`}
        >
          <BookOpenIcon />
        </RowIconLink>
      )}
    </RowHead>
  );
}
