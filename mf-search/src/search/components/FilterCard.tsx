import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button, Card, Row } from '@btb/shared-ui';
import { hasActiveFilters } from '../filters/searchFilters';
import { paramNames } from '../filters/parseFilters';
import { maxSearchTermLength } from '../filters/searchTerm';
import type { FilterOptions } from '../filters/useFilterOptions';
import type { SearchFiltersState } from '../filters/useSearchFilters';
import { searchNamespace } from '../../searchNamespace';
import { ChevronIcon } from './icons';
import { LinkButton } from './LinkButton';
import { MoreFilters } from './MoreFilters';
import { SelectFilters } from './SelectFilters';
import { TextField } from './TextField';

const Form = styled(Card).attrs({ as: 'form' })`
  display: grid;
  gap: 16px;
  margin-bottom: 24px;
`;

const SearchRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: 12px;
`;

const Hint = styled.p`
  margin: -8px 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.accent};
`;

const Toggle = styled(Button).attrs({ type: 'button', $variant: 'ghost' })<{ $open: boolean }>`
  padding: 0 8px;
  svg {
    transition: transform 0.2s ease;
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  }
`;

interface FilterCardProps {
  state: SearchFiltersState;
  options: FilterOptions;
  /** The applied search text was thrown out by the term rule. */
  termRejected: boolean;
}

export function FilterCard({ state, options, termRejected }: FilterCardProps) {
  const { t } = useTranslation(searchNamespace);
  const { filters, setText, runSearch, clear } = state;
  const [moreOpen, setMoreOpen] = useState(() => Boolean(filters.genre || filters.artist));
  const moreId = useId();
  const hintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    runSearch();
  };

  return (
    <Form role="search" aria-label={t('filters.label')} onSubmit={submit} noValidate>
      <SelectFilters state={state} options={options} />
      <SearchRow>
        <TextField
          type="search"
          label={t('filters.text')}
          name={paramNames.searchQuery}
          placeholder={t('filters.textPlaceholder')}
          value={filters.searchQuery}
          maxLength={maxSearchTermLength}
          onChange={(value) => setText('searchQuery', value)}
          describedBy={termRejected ? hintId : undefined}
        />
        <Button type="submit">{t('filters.submit')}</Button>
      </SearchRow>
      {termRejected && <Hint id={hintId}>{t('filters.termRejected')}</Hint>}
      <Row $justify="space-between" $wrap>
        <Toggle
          $open={moreOpen}
          aria-expanded={moreOpen}
          aria-controls={moreId}
          onClick={() => setMoreOpen((open) => !open)}
        >
          {t('filters.more')}
          <ChevronIcon />
        </Toggle>
        {hasActiveFilters(filters) && <LinkButton onClick={clear}>{t('filters.clear')}</LinkButton>}
      </Row>
      <MoreFilters id={moreId} hidden={!moreOpen} filters={filters} setText={setText} />
    </Form>
  );
}
