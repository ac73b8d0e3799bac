import platform from '../platform.json';
import { bookOverviewPath, linkedRoutes, quizPath, songPath } from './links';

describe('links to pages', () => {
  it('are built from the routes platform.json gives those pages', () => {
    const routes = platform.remotes.flatMap((remote) => remote.routes ?? []);
    for (const [key, pattern] of Object.entries(linkedRoutes)) {
      expect(routes).toContainEqual(expect.objectContaining({ key, path: pattern }));
    }
  });

  it('fill in their parameters, encoded', () => {
    expect(songPath(12)).toBe('/song/12');
    expect(bookOverviewPath('DE_EN_A1')).toBe('/book-overview/DE_EN_A1');
    expect(bookOverviewPath('a/b c')).toBe('/book-overview/a%2Fb%20c');
    expect(quizPath()).toBe('/quiz');
    expect(quizPath('DE EN&1')).toBe('/quiz?code=DE%20EN%261');
  });
});
