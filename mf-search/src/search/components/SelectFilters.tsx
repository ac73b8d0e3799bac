import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { paramNames } from '../filters/parseFilters';
import { allValue } from '../filters/searchFilters';
import type { FilterOptions } from '../filters/useFilterOptions';
import type { SearchFiltersState } from '../filters/useSearchFilters';
import { searchNamespace } from '../../searchNamespace';
import { SelectField, type SelectOption } from './SelectField';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 16px;
`;

/** Until a list loads, a restored value is offered as itself so the select shows what is applied. */
function optionsFor(all: SelectOption, loaded: SelectOption[] | undefined, value: string) {
  if (loaded) return [all, ...loaded];
  return value === allValue ? [all] : [all, { value, label: value }];
}

interface SelectFiltersProps {
  state: SearchFiltersState;
  options: FilterOptions;
}

/** Subject, your language and level. The last two wait for a subject and its loaded lists. */
export function SelectFilters({ state, options }: SelectFiltersProps) {
  const { t } = useTranslation(searchNamespace);
  const { filters } = state;
  const all: SelectOption = { value: allValue, label: t('filters.all') };
  const subjects = options.subjects?.map((s) => ({ value: s.key, label: s.label }));
  const languages = options.primaryLanguages?.map((l) => ({ value: l.code, label: l.name }));
  const levels = options.levels?.map((level) => ({ value: level, label: level }));
  const noSubject = filters.subject === allValue;

  return (
    <Grid>
      <SelectField
        label={t('filters.subject')}
        name={paramNames.subject}
        value={filters.subject}
        options={optionsFor(all, subjects, filters.subject)}
        onChange={state.selectSubject}
      />
      <SelectField
        label={t('filters.primaryLanguage')}
        name={paramNames.primaryLanguage}
        value={filters.primaryLanguage}
        options={optionsFor(all, languages, filters.primaryLanguage)}
        onChange={state.selectPrimaryLanguage}
        disabled={noSubject || !options.primaryLanguages}
      />
      <SelectField
        label={t('filters.level')}
        name={paramNames.level}
        value={filters.level}
        options={optionsFor(all, levels, filters.level)}
        onChange={state.selectLevel}
        disabled={noSubject || !options.levels}
      />
    </Grid>
  );
}
