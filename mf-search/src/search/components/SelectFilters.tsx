import styled from 'styled-components';
import { pairLanguages } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { pairNamespace } from '@btb/shared-ui';
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

/**
 * Until a list loads (or with no network, never), a restored value is offered under `label` (the
 * value itself by default) so the select shows what is applied.
 */
function optionsFor(
  all: SelectOption,
  loaded: SelectOption[] | undefined,
  value: string,
  label: (value: string) => string = (same) => same,
) {
  if (loaded) return [all, ...loaded];
  return value === allValue ? [all] : [all, { value, label: label(value) }];
}

interface SelectFiltersProps {
  state: SearchFiltersState;
  options: FilterOptions;
}

/** Subject, your language and level. The last two wait for a subject and its loaded lists. */
export function SelectFilters({ state, options }: SelectFiltersProps) {
  const { t } = useTranslation([searchNamespace, pairNamespace]);
  const { filters } = state;
  const language = (code: string, inText = false) =>
    t(`${inText ? 'inText' : 'languages'}.${code.toLowerCase()}`, {
      ns: pairNamespace,
      defaultValue: code.toUpperCase(),
    });
  // A language pair's code ("DE_EN") read as its name ("German for English speakers").
  const subjectName = (subject: string) => {
    const pair = pairLanguages(subject);
    return pair
      ? t('filters.pairName', {
          target: language(pair.target),
          primary: language(pair.primary, true),
        })
      : subject;
  };
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
        options={optionsFor(all, subjects, filters.subject, subjectName)}
        onChange={state.selectSubject}
      />
      <SelectField
        label={t('filters.primaryLanguage')}
        name={paramNames.primaryLanguage}
        value={filters.primaryLanguage}
        options={optionsFor(all, languages, filters.primaryLanguage, language)}
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
