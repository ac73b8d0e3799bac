import { previewLimitSeconds } from '../engine/engineSettings';

/**
 * A line must be sung this long before the preview's end to count as inside it: a line played
 * alone stops a moment after its last word, and it must stop before the preview does.
 */
export const previewLineMargin = 0.75;

/** Whether a line ending at `end` seconds is heard in full in the 20-second preview. */
export const endsInPreview = (end: number) =>
  Number.isFinite(end) && end + previewLineMargin <= previewLimitSeconds;

/**
 * The lines a listener without premium hears in a restricted song (its 20-second preview), in the
 * order given; `endOf` says where each ends.
 */
export function linesInPreview<T>(lines: readonly T[], endOf: (line: T, index: number) => number) {
  return lines.filter((line, index) => endsInPreview(endOf(line, index)));
}
