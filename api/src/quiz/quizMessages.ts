import type { FastifyRequest } from 'fastify';
import type { Language } from '@btb/shared-contract';
import { requestLanguage } from '../app/requestLanguage';

const messages = {
  invalidCode: { de: 'Code nicht gültig', en: 'Invalid code', es: 'Código no válido' },
  noVocabulary: {
    de: 'Keine Vokabeln verfügbar',
    en: 'No vocabulary available',
    es: 'No hay vocabulario disponible',
  },
  unknownSequence: {
    de: 'Lektion nicht gefunden',
    en: 'Lesson not found',
    es: 'Lección no encontrada',
  },
} as const satisfies Record<string, Record<Language, string>>;

/** Quiz errors are shown to learners as is, so they follow the browser's first language. */
export function quizMessage(request: FastifyRequest, key: keyof typeof messages): string {
  return messages[key][requestLanguage(request)];
}
