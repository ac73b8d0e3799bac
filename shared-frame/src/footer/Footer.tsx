import { Suspense, useCallback, useState } from 'react';
import { Link } from '@btb/shared-router';
import styled from 'styled-components';
import { lazyWithStrings, useTranslation } from '@btb/shared-i18n';
import { openDialog, useAppDispatch } from '@btb/shared-store';
import { Button } from '@btb/shared-ui';
import { externalLinks } from '../links/externalLinks';
import { ExternalLink } from '../links/ExternalLink';
import { frameNamespace } from '../frameNamespace';
import { FooterAccount } from './FooterAccount';
import { Column, FooterColumns } from './FooterColumns';
import { LinkButton } from '../ui/LinkButton';
import { PrivacySettingsButton } from '../consent/PrivacySettingsButton';
import { SocialLinks } from './SocialLinks';

// The footer's dialogs load when opened, with their strings.
const ContactDialog = lazyWithStrings(() =>
  import('./ContactDialog').then((module) => ({ default: module.ContactDialog })),
);
const ImpressumDialog = lazyWithStrings(() =>
  import('./ImpressumDialog').then((module) => ({ default: module.ImpressumDialog })),
);

const Box = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  padding: 40px 16px 24px;
  color: ${({ theme }) => theme.colors.textMuted};
  /* Links of a line's height are too small a target for a finger: at least 24 px (WCAG 2.5.8). */
  a,
  ${LinkButton} {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
  }
`;

const Grid = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  display: grid;
  grid-template-columns: 2fr repeat(3, 1fr);
  gap: 32px;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const Brand = styled.div`
  display: grid;
  align-content: start;
  gap: 12px;
  p {
    margin: 0;
  }
`;

const Bottom = styled.div`
  max-width: 1200px;
  margin: 32px auto 0;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: center;
  justify-content: space-between;
`;

type FooterDialog = 'contact' | 'impressum' | null;

export function Footer() {
  const { t } = useTranslation(frameNamespace);
  const dispatch = useAppDispatch();
  const [dialog, setDialog] = useState<FooterDialog>(null);
  const close = useCallback(() => setDialog(null), []);
  const newTab = t('footer.opensInNewTab');
  return (
    <Box aria-label={t('footer.label')}>
      <Grid>
        <Brand>
          <strong>Beat to Breakthrough</strong>
          <p>{t('footer.description')}</p>
          <Link to="/time-calculator">{t('footer.calculator')}</Link>
          <SocialLinks />
          <ExternalLink href={externalLinks.provider} newTab={newTab}>
            {t('footer.provider')}
          </ExternalLink>
        </Brand>
        <FooterColumns onContact={() => setDialog('contact')} />
        <Column as="div">
          <Button type="button" onClick={() => dispatch(openDialog('quizCode'))}>
            {t('footer.test')}
          </Button>
          <ExternalLink href={externalLinks.becomeCreator} newTab={newTab}>
            {t('footer.becomeCreator')}
          </ExternalLink>
          <FooterAccount />
        </Column>
      </Grid>
      <Bottom>
        <small>{t('footer.copyright', { year: new Date().getFullYear() })}</small>
        <LinkButton type="button" onClick={() => setDialog('impressum')}>
          {t('footer.impressum')}
        </LinkButton>
        <PrivacySettingsButton />
      </Bottom>
      <Suspense fallback={null}>
        {dialog === 'contact' && <ContactDialog onClose={close} />}
        {dialog === 'impressum' && <ImpressumDialog onClose={close} />}
      </Suspense>
    </Box>
  );
}
