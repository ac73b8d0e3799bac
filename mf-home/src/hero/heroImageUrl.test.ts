import { heroImageUrl } from './heroImageUrl';

describe('heroImageUrl', () => {
  it('shows a drawn hero as its WebP copy', () => {
    expect(heroImageUrl('/api/image/hero-welcome.svg')).toBe('/api/image/hero-welcome-1600w.webp');
  });

  it('shows any other image as it is, from the API', () => {
    expect(heroImageUrl('/api/image/spring-sale.jpg')).toBe('/api/image/spring-sale.jpg');
  });

  it('never points the page at another origin, and shows nothing for no image', () => {
    expect(heroImageUrl('https://elsewhere.example/hero-x.svg?a=1')).toBe(
      '/api/image/hero-x-1600w.webp',
    );
    expect(heroImageUrl('')).toBeUndefined();
  });
});
