import { browserStorageKeys, type LearningPair } from '@btb/shared-contract';
import { isLanguage, type Language } from '@btb/shared-i18n';
import { loadListening, playerActions } from '@btb/shared-player';
import {
  mergeQuizScores,
  mergeReviewLogs,
  readQuizScores,
  readReviewLogs,
  scheduleReviewSync,
} from '@btb/shared-review';
import { chooseLearningPair, readLikedSongs, writeStored, type Dispatch } from '@btb/shared-store';
import { readNewPerDay, writeNewPerDay } from '../../review/model/newCardsSetting';
import { makeProgressFile, type ProgressFile } from './progressFile';

/**
 * The language the learner chose with the language select, if any: one taken from the browser's
 * own languages is no choice to carry to another browser.
 */
function chosenLanguage(): Language | undefined {
  try {
    const stored = window.localStorage.getItem(browserStorageKeys.language);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Everything this browser knows of the learner's progress, as the file the export saves. */
export async function collectProgress({
  playerVolume,
  learningPair,
}: {
  playerVolume: number;
  /** The pair the learner chose (or skipped); null when the question was never answered. */
  learningPair: LearningPair | null;
}): Promise<ProgressFile> {
  const { readListeningFacts } = await loadListening();
  const language = chosenLanguage();
  return makeProgressFile({
    reviewLogs: await readReviewLogs(),
    quizScores: await readQuizScores(),
    likedSongs: readLikedSongs(),
    listening: readListeningFacts(),
    settings: {
      playerVolume,
      ...(language ? { language } : {}),
      newWordsPerDay: readNewPerDay(),
      ...(learningPair ? { learningPair } : {}),
    },
  });
}

/**
 * Takes an imported (already validated) file into this browser. Nothing is lost on either side:
 * reviews are merged by id and quiz scores by lesson (a logged-in learner's go to the server with
 * the next sync), likes and listening are joined; the file's settings, its pair included, apply.
 */
export async function applyProgress(
  file: ProgressFile,
  { dispatch, setLanguage }: { dispatch: Dispatch; setLanguage: (language: Language) => void },
): Promise<void> {
  await mergeReviewLogs(file.reviewLogs, { synced: false });
  await mergeQuizScores(file.quizScores);
  scheduleReviewSync();
  const liked = readLikedSongs();
  writeStored(browserStorageKeys.likedSongs, [
    ...liked,
    ...file.likedSongs.filter((id) => !liked.includes(id)),
  ]);
  const { mergeListeningFacts, readListeningFacts, writeListeningFacts } = await loadListening();
  writeListeningFacts(mergeListeningFacts(readListeningFacts(), file.listening));
  if (file.settings.playerVolume !== undefined) {
    dispatch(playerActions.setVolume(file.settings.playerVolume));
  }
  if (file.settings.newWordsPerDay !== undefined) writeNewPerDay(file.settings.newWordsPerDay);
  if (file.settings.language) setLanguage(file.settings.language);
  if (file.settings.learningPair) chooseLearningPair(dispatch, file.settings.learningPair);
}

/** The file name of an export: `beat-to-breakthrough-progress-2026-11-23.json`. */
export function progressFileName(now: Date = new Date()): string {
  return `beat-to-breakthrough-progress-${now.toISOString().slice(0, 10)}.json`;
}
