import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { paramNames } from '../filters/parseFilters';
import type { SearchFilters, TextFilterKey } from '../filters/searchFilters';
import { searchNamespace } from '../../searchNamespace';
import { TextField } from './TextField';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 16px;
  &[hidden] {
    display: none;
  }
`;

interface MoreFiltersProps {
  id: string;
  hidden: boolean;
  filters: SearchFilters;
  setText: (key: TextFilterKey, value: string) => void;
}

/** Genre and artist, behind the More Filters toggle (kept in the DOM for `aria-controls`). */
export function MoreFilters({ id, hidden, filters, setText }: MoreFiltersProps) {
  const { t } = useTranslation(searchNamespace);
  return (
    <Grid id={id} hidden={hidden}>
      <TextField
        label={t('filters.genre')}
        name={paramNames.genre}
        placeholder={t('filters.genrePlaceholder')}
        value={filters.genre}
        onChange={(value) => setText('genre', value)}
      />
      <TextField
        label={t('filters.artist')}
        name={paramNames.artist}
        placeholder={t('filters.artistPlaceholder')}
        value={filters.artist}
        onChange={(value) => setText('artist', value)}
      />
    </Grid>
  );
}
