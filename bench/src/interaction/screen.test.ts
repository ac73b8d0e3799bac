import { interactionScreen } from './screen';

describe('the screen an interaction run emulates', () => {
  it("is Playwright's own desktop window unless asked for another, as the README's figures were measured", () => {
    // No screen emulation at all: the context keeps Playwright's default 1280 × 720 window.
    expect(interactionScreen({})).toEqual({});
    expect(interactionScreen({ BENCH_INTERACTION_SCREEN: ' desktop ' })).toEqual({});
  });

  it("can be the phone of Lighthouse's mobile preset, its screen as well as its CPU", () => {
    expect(interactionScreen({ BENCH_INTERACTION_SCREEN: 'phone' })).toEqual({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
  });

  it('refuses a name it does not know, naming the ones it does', () => {
    expect(() => interactionScreen({ BENCH_INTERACTION_SCREEN: 'tablet' })).toThrow(
      'no such screen tablet (desktop, phone)',
    );
  });
});
