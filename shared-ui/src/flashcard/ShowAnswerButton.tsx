import { useTranslation } from '@btb/shared-i18n';
import { Button } from '../primitives/Button';
import { flashcardNamespace } from './flashcardNamespace';

/** Turns the card over: the way to the answer for those who do not tap the card itself. */
export function ShowAnswerButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation(flashcardNamespace);
  return (
    <Button type="button" $variant="secondary" onClick={onClick}>
      {t('card.showAnswer')}
    </Button>
  );
}
