import { useTranslation } from '@btb/shared-i18n';
import { useSearchSuggestionQuery } from '../api/getSearchSuggestion';
import { searchNamespace } from '../../searchNamespace';
import { LinkButton } from './LinkButton';

interface SearchSuggestionProps {
  term: string;
  /** Runs the search for the suggested text. */
  onPick: (suggestion: string) => void;
}

/** "Did you mean …?" under "No songs found.", when the catalogue has a close spelling. */
export function SearchSuggestion({ term, onPick }: SearchSuggestionProps) {
  const { t } = useTranslation(searchNamespace);
  const { currentData } = useSearchSuggestionQuery(term);
  const suggestion = currentData?.suggestion;
  if (!suggestion) return null;
  return (
    <LinkButton onClick={() => onPick(suggestion)}>
      {t('results.didYouMean', { suggestion })}
    </LinkButton>
  );
}
