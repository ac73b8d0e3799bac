import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button } from '@btb/shared-ui';
import { pricingUrl } from './pricingUrl';
import { subscriptionNamespace } from './subscriptionNamespace';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: 8px 0;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  p {
    margin: 0;
    flex: 1 1 16rem;
  }
`;

interface PreviewNoticeProps {
  /** How many lines of the song the exercise covers (those inside the preview). */
  lineCount: number;
}

/**
 * An exercise over a restricted song for a listener without premium: it says, once, that only the
 * 20-second preview's lines are practised, and offers the full song.
 */
export function PreviewNotice({ lineCount }: PreviewNoticeProps) {
  const { t } = useTranslation(subscriptionNamespace);
  return (
    <Box data-testid="preview-notice">
      <p>
        {lineCount > 0
          ? t('subscription.exercisePreview', { count: lineCount })
          : t('subscription.exerciseNoPreviewLines')}
      </p>
      <Button
        type="button"
        $variant="secondary"
        onClick={() => window.open(pricingUrl, '_blank', 'noopener,noreferrer')}
        aria-label={`${t('subscription.viewPlans')} ${t('subscription.opensInNewTab')}`}
      >
        {t('subscription.viewPlans')}
      </Button>
    </Box>
  );
}
