import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button, Card } from '@btb/shared-ui';
import { useRemoteRetry } from './RemoteRetryContext';

const Box = styled(Card)`
  max-width: 560px;
  margin: 48px auto;
  text-align: center;
`;

/** Shown in place of a remote that is down or broken; the rest of the layout carries on. */
export function RemoteFallback() {
  const { t } = useTranslation('common');
  const retry = useRemoteRetry();
  return (
    <Box role="alert" data-testid="remote-fallback">
      <h2>{t('remoteUnavailable.title')}</h2>
      <p>{t('remoteUnavailable.body')}</p>
      {retry && <Button onClick={retry}>{t('retry')}</Button>}
    </Box>
  );
}
