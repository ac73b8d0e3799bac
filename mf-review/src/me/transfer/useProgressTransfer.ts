import { useState } from 'react';
import { useLanguage } from '@btb/shared-i18n';
import { loadListening, selectPlayer } from '@btb/shared-player';
import { selectLearningPair, useAppDispatch, useAppSelector } from '@btb/shared-store';
import { saveJsonFile } from '@btb/shared-ui/files';
import { parseProgressFile, type ProgressFileError } from '../progress/progressFile';
import { applyProgress, collectProgress, progressFileName } from '../progress/progressStore';

export type TransferStatus =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'exported' }
  | { kind: 'imported'; reviews: number; likes: number }
  | { kind: 'refused'; error: ProgressFileError | 'unreadable' };

/** The text of a picked file (FileReader: every browser has it, and so has jsdom). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/**
 * Export of all progress as one JSON file, and its import: a file that is not a valid export is
 * refused with the reason and changes nothing; a valid one is taken and `onImported` runs.
 */
export function useProgressTransfer(onImported: () => Promise<void>) {
  const [status, setStatus] = useState<TransferStatus>({ kind: 'idle' });
  const { setLanguage } = useLanguage();
  const volume = useAppSelector((state) => selectPlayer(state).volume);
  const learningPair = useAppSelector(selectLearningPair);
  const dispatch = useAppDispatch();

  const exportProgress = async () => {
    setStatus({ kind: 'busy' });
    const file = await collectProgress({ playerVolume: volume, learningPair });
    saveJsonFile(file, progressFileName());
    setStatus({ kind: 'exported' });
  };

  const importProgress = async (picked: Blob) => {
    setStatus({ kind: 'busy' });
    let text: string;
    try {
      text = await readText(picked);
    } catch {
      setStatus({ kind: 'refused', error: 'unreadable' });
      return;
    }
    const parsed = parseProgressFile(text, await loadListening());
    if (!parsed.ok) {
      setStatus({ kind: 'refused', error: parsed.error });
      return;
    }
    await applyProgress(parsed.file, { dispatch, setLanguage });
    await onImported();
    setStatus({
      kind: 'imported',
      reviews: parsed.file.reviewLogs.length,
      likes: parsed.file.likedSongs.length,
    });
  };

  return { status, exportProgress, importProgress };
}
