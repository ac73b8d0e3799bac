import { urlInLanguage, useLanguage, useTranslation } from '@btb/shared-i18n';
import { showToast, useAppDispatch } from '@btb/shared-store';
import { Button, VisuallyHidden } from '@btb/shared-ui';
import { songNamespace } from '../../songNamespace';
import { copyText } from '../copy/copyText';
import { useCopiedNotice } from '../copy/useCopiedNotice';
import { ShareIcon } from './SongIcons';

/** Copies the page URL in the page's language; the label reads "Copied!" for 2 s. */
export function ShareLinkButton() {
  const { t } = useTranslation(songNamespace);
  const { language } = useLanguage();
  const dispatch = useAppDispatch();
  const { copied, showCopied } = useCopiedNotice();

  const share = async () => {
    if (await copyText(urlInLanguage(window.location.href, language))) {
      showCopied();
      return;
    }
    dispatch(
      showToast({
        title: t('song.copyFailedTitle'),
        description: t('song.copyUrlFailed'),
        variant: 'destructive',
      }),
    );
  };

  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => void share()}>
        <ShareIcon />
        {copied ? t('song.copied') : t('song.shareLink')}
      </Button>
      <VisuallyHidden role="status">{copied ? t('song.copied') : ''}</VisuallyHidden>
    </>
  );
}
