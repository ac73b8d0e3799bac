import { useEffect, useState } from 'react';
import { useTranslation } from '@btb/shared-i18n';
import { Button } from '@btb/shared-ui';
import { DeleteDataDialog } from './DeleteDataDialog';
import { forgetBrowser, forgottenHash } from './forgetBrowser';
import { privacyApi, type PrivacyApi } from './privacyApi';
import { privacyNamespace } from './privacyNamespace';

/**
 * Anyone, logged in or not, deletes what the site keeps in this browser (issue 67). The page then
 * reloads, so nothing still in memory writes it back, and says that it is done.
 */
export function ForgetBrowserSection({
  api = privacyApi,
  reload = (url: string) => {
    // A new fragment alone is no reload: mark the URL, then load the page anew.
    window.history.replaceState(null, '', url);
    window.location.reload();
  },
}: {
  api?: Pick<PrivacyApi, 'forgetBrowser'>;
  reload?: (url: string) => void;
}) {
  const { t } = useTranslation(privacyNamespace);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  useEffect(() => setDone(window.location.hash === forgottenHash), []);

  const confirm = async () => {
    setPending(true);
    await forgetBrowser(api.forgetBrowser);
    reload(`${window.location.pathname}${window.location.search}${forgottenHash}`);
  };

  return (
    <section aria-labelledby="privacy-this-browser">
      <h2 id="privacy-this-browser">{t('forget.heading')}</h2>
      <p>{t('forget.intro')}</p>
      <Button type="button" $variant="danger" onClick={() => setConfirming(true)}>
        {t('forget.delete')}
      </Button>
      <p role="status">{done ? t('forget.deleted') : ''}</p>
      {confirming && (
        <DeleteDataDialog
          what="forget"
          pending={pending}
          onClose={() => setConfirming(false)}
          onConfirm={() => void confirm()}
        />
      )}
    </section>
  );
}
