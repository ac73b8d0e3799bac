import { seoFigure, seoMet } from './budgets';

describe("issue 36's SEO goal", () => {
  it('is met by 100, or on a noindex page by nothing failing but being kept out', () => {
    expect(seoMet({ seo: 100, noindex: false, seoFailures: [] })).toBe(true);
    expect(seoMet({ seo: 63, noindex: true, seoFailures: [] })).toBe(true);
    expect(seoMet({ seo: 92, noindex: false, seoFailures: ['meta-description'] })).toBe(false);
    expect(seoMet({ seo: 55, noindex: true, seoFailures: ['document-title'] })).toBe(false);
  });

  it('marks a noindex page in the figures', () => {
    expect(seoFigure({ seo: 63, noindex: true })).toBe('63 noindex');
    expect(seoFigure({ seo: 100, noindex: false })).toBe('100');
  });
});
