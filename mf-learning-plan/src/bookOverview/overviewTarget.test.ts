import { bookOverviewFixture } from './bookOverviewFixture';
import { lessonExpansion, overviewFound, overviewTarget } from './overviewTarget';

describe('overviewTarget', () => {
  it("opens a lesson's code as its pair's plan at that lesson", () => {
    expect(overviewTarget('DE_ES_A2_B03_L03')).toEqual({
      plan: 'DE_ES',
      lesson: 'DE_ES_A2_B03_L03',
    });
    expect(overviewTarget('de_en_a1_b01_l02')).toEqual({
      plan: 'DE_EN',
      lesson: 'DE_EN_A1_B01_L02',
    });
  });

  it('keeps any other code as the plan', () => {
    for (const code of ['DE_EN', 'DE_EN_A1', 'DE_EN_A1_B02', 'XX_YY']) {
      expect(overviewTarget(code)).toEqual({ plan: code });
    }
  });

  it("finds the lesson's level, book and lesson, or nothing for a lesson the plan lacks", () => {
    expect(lessonExpansion(bookOverviewFixture, 'DE_EN_A1_B01_L02')).toEqual({
      levels: ['A1'],
      books: ['11'],
      lessons: ['102'],
    });
    expect(lessonExpansion(bookOverviewFixture, 'DE_EN_A1_B01_L09')).toBeUndefined();
    expect(overviewFound(bookOverviewFixture, { plan: 'DE_EN', lesson: 'DE_EN_A1_B01_L09' })).toBe(
      false,
    );
    expect(overviewFound(bookOverviewFixture, { plan: 'DE_EN' })).toBe(true);
    expect(overviewFound({ levels: [] }, { plan: 'XX_YY' })).toBe(false);
  });
});
