import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button, Dialog } from '@btb/shared-ui';
import { subscriptionNamespace } from './subscriptionNamespace';
import { pricingUrl } from './pricingUrl';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: flex-end;
  margin-top: 20px;
`;

/** Shown when a restricted track reaches the end of its 20-second preview. */
export function SubscriptionDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(subscriptionNamespace);
  const openPricing = () => {
    window.open(pricingUrl, '_blank', 'noopener,noreferrer');
    onClose();
  };
  return (
    <Dialog title={t('subscription.title')} onClose={onClose}>
      <p>{t('subscription.message')}</p>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('subscription.continuePreview')}
        </Button>
        <Button
          type="button"
          onClick={openPricing}
          aria-label={`${t('subscription.viewPlans')} ${t('subscription.opensInNewTab')}`}
          data-autofocus
        >
          {t('subscription.viewPlans')}
        </Button>
      </Actions>
    </Dialog>
  );
}
