import type { FastifyRequest } from 'fastify';

const messages = {
  invalidCode: { de: 'Code nicht gültig', en: 'Invalid code' },
  noVocabulary: { de: 'Keine Vokabeln verfügbar', en: 'No vocabulary available' },
  unknownSequence: { de: 'Lektion nicht gefunden', en: 'Lesson not found' },
} as const;

/** Quiz errors are shown to learners as is, so they follow the browser's language (de or en). */
export function quizMessage(request: FastifyRequest, key: keyof typeof messages): string {
  const wantsGerman = /^de\b/i.test(request.headers['accept-language'] ?? '');
  return messages[key][wantsGerman ? 'de' : 'en'];
}
