import { useTranslation } from '@btb/shared-i18n';
import { homeNamespace } from '../../homeNamespace';
import type { CardItem } from '../cards/cardItem';
import type { CardSize } from '../cardSize';
import { CardScroller } from './CardScroller';
import { CardSkeletons } from './CardSkeletons';
import { RowMessage } from './rowStyles';

interface RowContentProps {
  items: CardItem[] | undefined;
  isLoading: boolean;
  isError: boolean;
  size: CardSize;
  label: string;
  eagerCovers?: boolean;
}

/** A row's body in each of its states: loading, failed, empty or cards. */
export function RowContent({
  items,
  isLoading,
  isError,
  size,
  label,
  eagerCovers = false,
}: RowContentProps) {
  const { t } = useTranslation(homeNamespace);
  if (isLoading) return <CardSkeletons size={size} />;
  if (isError) return <RowMessage role="alert">{t('rows.error')}</RowMessage>;
  if (!items?.length) return <RowMessage>{t('rows.empty')}</RowMessage>;
  return <CardScroller items={items} size={size} label={label} eagerCovers={eagerCovers} />;
}
