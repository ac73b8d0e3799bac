import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import {
  learningPairChooserToggled,
  learningPairChosen,
  selectLearningPairAsked,
  selectLearningPairChooserOpen,
  selectLearningSubject,
} from './learningPairSlice';
import type { LearningPair } from '@btb/shared-contract';
import { writeLearningPair } from './learningPairStorage';

/** The learner's language pair, a way to choose it (remembered at once) and to open the chooser. */
export function useLearningPair() {
  const dispatch = useAppDispatch();
  const subject = useAppSelector(selectLearningSubject);
  const asked = useAppSelector(selectLearningPairAsked);
  const chooserOpen = useAppSelector(selectLearningPairChooserOpen);
  const choose = useCallback(
    (pair: LearningPair) => {
      writeLearningPair(pair);
      dispatch(learningPairChosen(pair));
    },
    [dispatch],
  );
  const setChooserOpen = useCallback(
    (open: boolean) => dispatch(learningPairChooserToggled(open)),
    [dispatch],
  );
  return { subject, asked, chooserOpen, choose, setChooserOpen };
}
