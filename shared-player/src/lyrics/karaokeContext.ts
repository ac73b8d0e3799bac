import { createContext, useContext } from 'react';

export interface KaraokeContextValue {
  /** The song's language: the words' `lang`. */
  language: string;
  /** Opens the card of word `word` of line `line`; focus goes back to `opener` when it closes. */
  openWord: (line: number, word: number, opener: HTMLElement) => void;
}

export const KaraokeContext = createContext<KaraokeContextValue | null>(null);

/** The karaoke scope around lyric words; null outside one (the words are then plain text). */
export const useKaraoke = () => useContext(KaraokeContext);
