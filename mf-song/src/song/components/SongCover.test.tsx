import { fireEvent, render, screen } from '@testing-library/react';
import { SongCover } from './SongCover';

describe('SongCover', () => {
  it('asks for the cover first: it is the largest paint of the song page', () => {
    render(<SongCover imageUrl="/images/cover-DE_EN_A1_B01_L01.svg" alt="Cover of Greetings" />);
    const cover = screen.getByRole('img', { name: 'Cover of Greetings' });
    expect(cover).toHaveAttribute('src', '/api/image/cover-DE_EN_A1_B01_L01.svg');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the music note when the cover fails to load', () => {
    render(<SongCover imageUrl="/images/missing.svg" alt="Cover of Greetings" />);
    fireEvent.error(screen.getByRole('img', { name: 'Cover of Greetings' }));
    const note = screen.getByRole('img', { name: 'Cover of Greetings' });
    expect(note.tagName).toBe('SPAN');
  });
});
