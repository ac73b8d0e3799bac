import type { PageMeta } from '@btb/shared-store';
import { validateQuizCodeApi } from '../api/validateQuizCode';
import { quizNamespace } from '../quizNamespace';
import { quizPath } from '@btb/platform/links';

/** A code as a quiz link carries it (`DE_EN_A1_B01_L01`); anything else is not one. */
export const quizLinkCode = (raw: string | null) => {
  const code = raw?.trim();
  return code && /^[A-Za-z0-9_-]{1,40}$/.test(code) ? code : undefined;
};

/**
 * `/quiz`: "Quiz", or "Quiz: {sequence name}" once the code is validated (SPEC section 7): by the
 * page, or for a quiz link already by the server (`prefetchQuiz`), whose answer the browser keeps.
 * A link with a code is its own page to share.
 */
export const meta: PageMeta<{ sequenceName?: string }> = ({ t, searchParams, local, state }) => {
  const code = quizLinkCode(searchParams.get('code'));
  const validated =
    code && state
      ? validateQuizCodeApi.endpoints.quizSequence.select(code)(state).data?.sequenceName?.trim()
      : undefined;
  const name = local?.sequenceName || validated;
  const title = name
    ? t('quiz.titleWithSequence', { ns: quizNamespace, name })
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
    canonicalPath: quizPath(code),
  };
};
