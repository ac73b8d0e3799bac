const umlautSpellings: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * A word as dictation compares it: case, punctuation and Unicode form do not count, and German's
 * umlauts and ß equal their spellings without them ("schoen" is "schön", "Strasse" is "Straße").
 * Empty for a token that is only punctuation (a sung "–").
 */
export function spellingKey(word: string): string {
  return word
    .normalize('NFC')
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => umlautSpellings[letter] ?? letter)
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '');
}
