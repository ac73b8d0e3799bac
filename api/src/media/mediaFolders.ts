import { mediaFileNamePattern } from '@btb/shared-contract/schemas';
import path from 'node:path';

/** Where each kind of generated file lives under the media root. */
export function mediaFolders(mediaDir: string) {
  return {
    audio: path.join(mediaDir, 'audio'),
    podcasts: path.join(mediaDir, 'podcasts'),
    images: path.join(mediaDir, 'images'),
    /** Each song's voicing (word times) beside the audio it describes; never served as a file. */
    timings: path.join(mediaDir, 'timings'),
  };
}

export type MediaFolders = ReturnType<typeof mediaFolders>;

/** Plain file names only: letters, digits, dot, dash, underscore, no leading dot. */
export const safeFileName = new RegExp(mediaFileNamePattern);

export function isSafeFileName(name: string): boolean {
  return safeFileName.test(name) && !name.includes('..');
}
