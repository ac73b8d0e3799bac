import { useTranslation } from '@btb/shared-i18n';
import { quizNamespace } from '../quizNamespace';
import type { CodeError } from './codeError';

export function useCodeErrorText(error: CodeError | null): string | null {
  const { t } = useTranslation(quizNamespace);
  if (!error) return null;
  switch (error.kind) {
    case 'server':
      return error.message;
    case 'invalid':
      return t('code.invalid');
    case 'invalidOrEmpty':
      return t('code.invalidOrEmpty');
    case 'noVocabulary':
      return t('code.noVocabulary');
    case 'offline':
      return t('code.offline');
  }
}
