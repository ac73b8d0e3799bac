import { browserStorageKeys } from '@btb/shared-contract';
import { readStored, writeStored } from '@btb/shared-store';
import { emptyListeningFacts, validListeningFacts, type ListeningFacts } from './listeningFacts';

const key = browserStorageKeys.listening;

/** The listening facts of this browser; empty when none are stored or the stored ones are broken. */
export function readListeningFacts(): ListeningFacts {
  return readStored(key, validListeningFacts, emptyListeningFacts);
}

export function writeListeningFacts(facts: ListeningFacts): void {
  writeStored(key, facts);
}

/** Applies `change` to the stored facts (read, change, write: another tab's update is kept). */
export function updateListeningFacts(change: (facts: ListeningFacts) => ListeningFacts): void {
  writeListeningFacts(change(readListeningFacts()));
}
