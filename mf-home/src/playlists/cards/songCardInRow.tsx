import type { ComponentProps } from 'react';
import { useTranslation } from '@btb/shared-i18n';
import { selectLearningSubject, useAppSelector } from '@btb/shared-store';
import { homeNamespace } from '../../homeNamespace';
import { SongCard } from './SongCard';

/** A card as a row renders it, with what the row reads once (`t`, the learner's pair): for the cards' tests. */
export function SongCardInRow(
  props: Omit<ComponentProps<typeof SongCard>, 't' | 'learnerSubject'>,
) {
  const { t } = useTranslation(homeNamespace);
  const learnerSubject = useAppSelector(selectLearningSubject);
  return <SongCard {...props} learnerSubject={learnerSubject} t={t} />;
}
