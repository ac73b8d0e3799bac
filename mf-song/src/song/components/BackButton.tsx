import { useTranslation } from '@btb/shared-i18n';
import { Button } from '@btb/shared-ui';
import { songNamespace } from '../../songNamespace';
import { useGoBack } from '@btb/shared-ui/navigation';
import { ArrowLeftIcon } from './SongIcons';

export function BackButton() {
  const { t } = useTranslation(songNamespace);
  const goBack = useGoBack();
  return (
    <Button type="button" $variant="ghost" onClick={goBack}>
      <ArrowLeftIcon />
      {t('song.back')}
    </Button>
  );
}
