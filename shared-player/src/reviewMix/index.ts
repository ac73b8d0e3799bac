/*
 * "Play my review mix" (My learning, Review): its own entry (`@btb/shared-player/reviewMix`),
 * outside the singleton's index, so pages without it do not load it. It plays through the
 * singleton's Play all.
 */
export { PlayReviewMixButton } from './PlayReviewMixButton';
export type { MixCard } from './reviewMix';
