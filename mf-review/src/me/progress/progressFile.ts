import { asLearningPair, type LearningPair, type ReviewLog } from '@btb/shared-contract';
import { isLanguage, type Language } from '@btb/shared-i18n';
import type { ListeningApi, ListeningFacts } from '@btb/shared-player';
import { sanitizeNewPerDay } from '../../review/model/newCardsSetting';
import { validQuizScore, validReviewLog, type QuizScore } from '@btb/shared-review';

/** What the file says it is, so any other JSON is refused. */
export const progressFormat = 'btb-progress';
export const progressVersion = 1;
/** The largest file taken (a learner's years of reviews fit well below). */
export const maxProgressBytes = 5_000_000;
const maxLogs = 50_000;
const maxLikes = 10_000;

export interface ProgressSettings {
  language?: Language;
  /** The player's volume, 0..1. */
  playerVolume?: number;
  /** New words a day the review page may add. */
  newWordsPerDay?: number;
  /** "I speak … / I learn …": a subject key, or `none` for a skipped question. */
  learningPair?: LearningPair;
}

/** All progress of this browser as one JSON file: reviews, quiz scores, likes, listening, settings. */
export interface ProgressFile {
  format: typeof progressFormat;
  version: typeof progressVersion;
  exportedAt: string;
  reviewLogs: ReviewLog[];
  /** Each lesson's best quiz round (files exported before they were kept have none). */
  quizScores: QuizScore[];
  likedSongs: number[];
  listening: ListeningFacts;
  settings: ProgressSettings;
}

/** Why a file was refused; each has a sentence for the learner. */
export type ProgressFileError =
  | 'tooLarge'
  | 'notJson'
  | 'notProgress'
  | 'newerVersion'
  | 'badReviews'
  | 'badLikes'
  | 'badListening'
  | 'badSettings';

export type ParsedProgress =
  { ok: true; file: ProgressFile } | { ok: false; error: ProgressFileError };

export function makeProgressFile(
  parts: Omit<ProgressFile, 'format' | 'version' | 'exportedAt'>,
  now: Date = new Date(),
): ProgressFile {
  return {
    format: progressFormat,
    version: progressVersion,
    exportedAt: now.toISOString(),
    reviewLogs: parts.reviewLogs.map(({ id, lessonCode, word, rating, reviewedAt }) => ({
      id,
      lessonCode,
      word,
      rating,
      reviewedAt,
    })),
    quizScores: parts.quizScores,
    likedSongs: parts.likedSongs,
    listening: parts.listening,
    settings: parts.settings,
  };
}

const fail = (error: ProgressFileError): ParsedProgress => ({ ok: false, error });

function validSettings(value: unknown): ProgressSettings | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { language, playerVolume, newWordsPerDay, learningPair } = value as Record<string, unknown>;
  // A pair this site cannot follow is left out, the rest of the settings still apply.
  const pair = asLearningPair(learningPair);
  if (newWordsPerDay !== undefined && sanitizeNewPerDay(newWordsPerDay) !== newWordsPerDay) {
    return undefined;
  }
  if (language !== undefined && !isLanguage(language)) return undefined;
  if (
    playerVolume !== undefined &&
    (typeof playerVolume !== 'number' || !(playerVolume >= 0 && playerVolume <= 1))
  ) {
    return undefined;
  }
  return {
    ...(language !== undefined ? { language } : {}),
    ...(playerVolume !== undefined ? { playerVolume } : {}),
    ...(typeof newWordsPerDay === 'number' ? { newWordsPerDay } : {}),
    ...(pair ? { learningPair: pair } : {}),
  };
}

/**
 * Reads an exported file, all or nothing: anything not exactly a progress file of this version (or
 * older) is refused with the reason, so an import never takes half a file.
 */
export function parseProgressFile(
  text: string,
  { validListeningFacts }: Pick<ListeningApi, 'validListeningFacts'>,
): ParsedProgress {
  if (text.length > maxProgressBytes) return fail('tooLarge');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail('notJson');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return fail('notProgress');
  const data = value as Record<string, unknown>;
  if (data.format !== progressFormat || typeof data.version !== 'number') {
    return fail('notProgress');
  }
  if (data.version > progressVersion) return fail('newerVersion');
  if (data.version !== progressVersion) return fail('notProgress');
  const exportedAt = typeof data.exportedAt === 'string' ? data.exportedAt : '';
  if (Number.isNaN(Date.parse(exportedAt))) return fail('notProgress');

  const logs = data.reviewLogs;
  if (!Array.isArray(logs) || logs.length > maxLogs) return fail('badReviews');
  const reviewLogs = logs.map(validReviewLog);
  if (!reviewLogs.every((log): log is ReviewLog => log !== undefined)) return fail('badReviews');

  const likes = data.likedSongs;
  if (
    !Array.isArray(likes) ||
    likes.length > maxLikes ||
    !likes.every((id): id is number => Number.isInteger(id) && (id as number) >= 0)
  ) {
    return fail('badLikes');
  }
  const listening = validListeningFacts(data.listening);
  if (!listening) return fail('badListening');
  // Scores came later than the rest: a file without them has none; one that is not a score is skipped.
  const quizScores = (Array.isArray(data.quizScores) ? data.quizScores : [])
    .slice(0, maxLogs)
    .map(validQuizScore)
    .filter((score): score is QuizScore => score !== undefined);
  const settings = validSettings(data.settings);
  if (!settings) return fail('badSettings');
  return {
    ok: true,
    file: {
      format: progressFormat,
      version: progressVersion,
      exportedAt,
      reviewLogs,
      quizScores,
      likedSongs: [...new Set(likes)],
      listening,
      settings,
    },
  };
}
