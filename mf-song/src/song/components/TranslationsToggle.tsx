import { useTranslation } from '@btb/shared-i18n';
import { Button } from '@btb/shared-ui';
import { songNamespace } from '../../songNamespace';
import { setLineTranslations, useLineTranslations } from '../useLineTranslations';

/** "Show translations": each lyric line's meaning under it, on or off, remembered. */
export function TranslationsToggle() {
  const { t } = useTranslation(songNamespace);
  const on = useLineTranslations();
  return (
    <Button
      type="button"
      $variant={on ? 'primary' : 'secondary'}
      aria-pressed={on}
      data-testid="translations-toggle"
      onClick={() => setLineTranslations(!on)}
    >
      {t('song.showTranslations')}
    </Button>
  );
}
