import { badgeValue, songBadges } from './songBadges';
import { songDetailFixture } from './songDetailFixture';

describe('song badge rules', () => {
  it('hides a genre or grade that is empty, blank or "0"', () => {
    expect(badgeValue('')).toBeUndefined();
    expect(badgeValue('   ')).toBeUndefined();
    expect(badgeValue('0')).toBeUndefined();
    expect(badgeValue(0)).toBeUndefined();
    expect(badgeValue(null)).toBeUndefined();
    expect(badgeValue(undefined)).toBeUndefined();
  });

  it('keeps any other value, trimmed', () => {
    expect(badgeValue(' Pop ')).toBe('Pop');
    expect(badgeValue('10')).toBe('10');
    expect(badgeValue('00')).toBe('00');
  });

  it('upper-cases the language and leaves out what is missing', () => {
    expect(songBadges(songDetailFixture())).toEqual({
      language: 'DE',
      genre: 'Pop',
      grade: '5',
      code: 'DE_EN_A1_B01_L01',
    });
    expect(
      songBadges(songDetailFixture({ language: '', genre: '0', grade: '', strCode: ' ' })),
    ).toEqual({});
  });
});
