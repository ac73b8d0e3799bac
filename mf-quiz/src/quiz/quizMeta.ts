import type { PageMeta } from '@btb/shared-store';
import { quizNamespace } from '../quizNamespace';

/** A code as a quiz link carries it (`DE_EN_A1_B01_L01`); anything else is not one. */
const codeOf = (raw: string | null) => {
  const code = raw?.trim();
  return code && /^[A-Za-z0-9_-]{1,40}$/.test(code) ? code : undefined;
};

/**
 * `/quiz`: "Quiz", or "Quiz: {sequence name}" once the code is validated (SPEC section 7). A link
 * with a code is its own page to share.
 */
export const meta: PageMeta<{ sequenceName?: string }> = ({ t, searchParams, local }) => {
  const code = codeOf(searchParams.get('code'));
  const title = local?.sequenceName
    ? t('quiz.titleWithSequence', { ns: quizNamespace, name: local.sequenceName })
    : t('quiz.title', { ns: quizNamespace });
  if (!code) {
    return {
      title,
      description: t('quiz.metaDescription', { ns: quizNamespace }),
      canonicalPath: '/quiz',
    };
  }
  return {
    title,
    description: t('quiz.metaDescriptionWithCode', { ns: quizNamespace, code }),
    share: { type: 'website' },
    canonicalPath: `/quiz?code=${encodeURIComponent(code)}`,
  };
};
