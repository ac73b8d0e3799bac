import { useTranslation } from '@btb/shared-i18n';
import { openDialog, useAppDispatch, useAppSelector } from '@btb/shared-store';
import { Button, Row } from '@btb/shared-ui';
import { selectLoggedInEmail } from '../auth/authSlice';
import { useLogout } from '../auth/useLogout';
import { frameNamespace } from '../frameNamespace';

/** Login, or the logged-in e-mail with Logout. */
export function FooterAccount() {
  const { t } = useTranslation(frameNamespace);
  const email = useAppSelector(selectLoggedInEmail);
  const dispatch = useAppDispatch();
  const { logOut } = useLogout();
  if (!email) {
    return (
      <Button type="button" $variant="secondary" onClick={() => dispatch(openDialog('login'))}>
        {t('footer.login')}
      </Button>
    );
  }
  return (
    <Row $wrap $gap={3}>
      <span>{t('footer.loggedInAs', { email })}</span>
      <Button type="button" $variant="secondary" onClick={() => void logOut()}>
        {t('footer.logout')}
      </Button>
    </Row>
  );
}
