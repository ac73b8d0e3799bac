import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@btb/shared-router';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { useAppDispatch, useAppSelector } from '@btb/shared-store';
import { Button, VisuallyHidden } from '@btb/shared-ui';
import { frameNamespace } from '../frameNamespace';
import { QuestionPanel } from '../ui/QuestionPanel';
import { consentSettingsClosed, selectConsentBannerOpen } from './consentSlice';
import { useConsent } from './useConsent';

const Text = styled.div`
  flex: 1 1 320px;
  max-width: 720px;
  h2 {
    display: inline;
    margin: 0 6px 0 0;
    font-size: inherit;
  }
  p {
    display: inline;
    margin: 0;
  }
  a {
    color: inherit;
    margin-left: 6px;
  }
`;

/** Accept and Decline look exactly alike: neither is the nudged one. */
const Choices = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  flex: 0 1 280px;
`;

/** SPEC's analytics only after this question: asked on the first visit and from the footer. */
export function ConsentBanner() {
  const { t } = useTranslation(frameNamespace);
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectConsentBannerOpen);
  const { choice, choose } = useConsent();
  const titleId = useId();
  const textId = useId();
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!open) return;
    // Set after the banner appears, so screen readers announce the change of the live region.
    setAnnouncement(`${t('consent.title')} ${t('consent.text')}`);
    if (choice !== null) {
      // Reopened from "Privacy settings": take focus there, and give it back when done.
      opener.current = document.activeElement as HTMLElement | null;
      panel.current?.focus();
    }
    return () => {
      setAnnouncement('');
      opener.current?.focus();
      opener.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the banner opens
  }, [open]);

  return (
    <>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {open && (
        <QuestionPanel
          ref={panel}
          data-testid="consent-banner"
          tabIndex={-1}
          aria-labelledby={titleId}
          aria-describedby={textId}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && choice !== null) dispatch(consentSettingsClosed());
          }}
        >
          <Text>
            <h2 id={titleId}>{t('consent.title')}</h2>
            <p id={textId}>
              {t('consent.text')}
              {choice !== null && ` ${t(`consent.current.${choice}`)}`}
            </p>
            <Link to="/privacy">{t('consent.more')}</Link>
          </Text>
          <Choices>
            <Button type="button" $variant="secondary" onClick={() => choose('accepted')}>
              {t('consent.accept')}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => choose('declined')}>
              {t('consent.decline')}
            </Button>
          </Choices>
        </QuestionPanel>
      )}
    </>
  );
}
