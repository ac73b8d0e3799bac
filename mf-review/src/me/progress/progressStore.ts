import { browserStorageKeys } from '@btb/shared-contract';
import { isLanguage, type Language } from '@btb/shared-i18n';
import { loadListening, playerActions } from '@btb/shared-player';
import { mergeReviewLogs, readReviewLogs, scheduleReviewSync } from '@btb/shared-review';
import { readLikedSongs, writeStored, type Dispatch } from '@btb/shared-store';
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
export async function collectProgress(settings: { playerVolume: number }): Promise<ProgressFile> {
  const { readListeningFacts } = await loadListening();
  const language = chosenLanguage();
  return makeProgressFile({
    reviewLogs: await readReviewLogs(),
    likedSongs: readLikedSongs(),
    listening: readListeningFacts(),
    settings: { ...settings, ...(language ? { language } : {}), newWordsPerDay: readNewPerDay() },
  });
}

/**
 * Takes an imported (already validated) file into this browser. Nothing is lost on either side:
 * reviews are merged by id (a logged-in learner's go to the server with the next sync), likes and
 * listening are joined; the file's settings apply.
 */
export async function applyProgress(
  file: ProgressFile,
  { dispatch, setLanguage }: { dispatch: Dispatch; setLanguage: (language: Language) => void },
): Promise<void> {
  await mergeReviewLogs(file.reviewLogs, { synced: false });
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
}

/** The file name of an export: `beat-to-breakthrough-progress-2026-11-23.json`. */
export function progressFileName(now: Date = new Date()): string {
  return `beat-to-breakthrough-progress-${now.toISOString().slice(0, 10)}.json`;
}
