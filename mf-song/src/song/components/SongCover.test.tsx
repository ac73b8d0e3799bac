import { fireEvent, render, screen } from '@testing-library/react';
import { SongCover } from './SongCover';

describe('SongCover', () => {
  it('asks for the cover first: it is the largest paint of the song page', () => {
    render(<SongCover imageUrl="/images/cover-DE_EN_A1_B01_L01.svg" alt="Cover of Greetings" />);
    const cover = screen.getByRole('img', { name: 'Cover of Greetings' });
    expect(cover).toHaveAttribute('src', '/api/image/cover-DE_EN_A1_B01_L01.svg');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
  });

  it('offers the WebP copies at the sizes it is shown at, so a phone takes a small one', () => {
    render(<SongCover imageUrl="/images/cover-DE_EN_A1_B01_L01.svg" alt="Cover of Greetings" />);
    const cover = screen.getByRole('img', { name: 'Cover of Greetings' });
    expect(cover).toHaveAttribute(
      'srcset',
      '/api/image/cover-DE_EN_A1_B01_L01-280w.webp 280w, ' +
        '/api/image/cover-DE_EN_A1_B01_L01-420w.webp 420w, ' +
        '/api/image/cover-DE_EN_A1_B01_L01-560w.webp 560w',
    );
    expect(cover).toHaveAttribute('sizes', 'min(280px, 100vw)');
    expect(cover).toHaveAttribute('width', '280');
  });

  it('has no copies to offer for an image that is not a drawn cover', () => {
    render(<SongCover imageUrl="/api/image/default.webp" alt="Cover of Greetings" />);
    const cover = screen.getByRole('img', { name: 'Cover of Greetings' });
    expect(cover).toHaveAttribute('src', '/api/image/default.webp');
    expect(cover).not.toHaveAttribute('srcset');
  });

  it('shows the music note when the cover fails to load', () => {
    render(<SongCover imageUrl="/images/missing.svg" alt="Cover of Greetings" />);
    fireEvent.error(screen.getByRole('img', { name: 'Cover of Greetings' }));
    const note = screen.getByRole('img', { name: 'Cover of Greetings' });
    expect(note.tagName).toBe('SPAN');
  });
});
