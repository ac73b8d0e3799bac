import { useTranslation } from '@btb/shared-i18n';
import { Link } from '@btb/shared-router';
import { showToast, useAppDispatch } from '@btb/shared-store';
import { songNamespace } from '../../songNamespace';
import { copyText } from '../copy/copyText';
import { BadgeButton, BadgeLink } from './Badge';
import { CopyIcon } from './SongIcons';
import { bookOverviewPath } from '@btb/platform/links';

/** The lesson code: a click copies it; beside it, the lesson in its learning plan. */
export function CodeBadge({ code }: { code: string }) {
  const { t } = useTranslation(songNamespace);
  const dispatch = useAppDispatch();
  const copy = async () => {
    const ok = await copyText(code);
    dispatch(
      ok
        ? showToast({ title: t('song.codeCopied'), description: code, variant: 'success' })
        : showToast({
            title: t('song.copyFailedTitle'),
            description: t('song.copyCodeFailed'),
            variant: 'destructive',
          }),
    );
  };
  return (
    <>
      <BadgeButton
        type="button"
        onClick={() => void copy()}
        aria-label={t('song.copyCode', { code })}
      >
        {code}
        <CopyIcon />
      </BadgeButton>
      <BadgeLink as={Link} to={bookOverviewPath(code)}>
        {t('song.openInPlan')}
      </BadgeLink>
    </>
  );
}
