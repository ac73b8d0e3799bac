import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLanguage, useTranslation } from '@btb/shared-i18n';
import { homeNamespace } from '../../homeNamespace';
import { useGetFaqsQuery } from '../api/getFaqs';
import { faqSectionId } from '../faqSectionId';
import { useScrollToHash } from '../useScrollToHash';
import { FaqItem } from './FaqItem';

const Section = styled.section`
  max-width: 820px;
  margin: 56px auto 16px;
  scroll-margin-top: calc(${({ theme }) => theme.navHeight} + 16px);
  &:focus {
    outline: none;
  }
`;

const Heading = styled.h2`
  margin: 0 0 16px;
  font-size: clamp(1.3rem, 3vw, 1.75rem);
  text-align: center;
`;

/** SPEC: the FAQ accordion, one answer open at a time; hidden without FAQs (or when they fail). */
export function FaqSection() {
  const { t } = useTranslation(homeNamespace);
  const { language } = useLanguage();
  const headingId = useId();
  const { data: faqs, isError } = useGetFaqsQuery(language);
  const [openId, setOpenId] = useState<number | null>(null);
  const section = useRef<HTMLElement>(null);
  const shown = !isError && !!faqs?.length;
  useScrollToHash(section, faqSectionId, shown);

  if (isError || !faqs?.length) return null;
  return (
    <Section ref={section} id={faqSectionId} tabIndex={-1} aria-labelledby={headingId}>
      <Heading id={headingId}>{t('faq.heading')}</Heading>
      {faqs.map((faq) => (
        <FaqItem
          key={faq.faqID}
          faq={faq}
          open={openId === faq.faqID}
          onToggle={() => setOpenId(openId === faq.faqID ? null : faq.faqID)}
        />
      ))}
    </Section>
  );
}
