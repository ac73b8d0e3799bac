import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@btb/shared-i18n';
import { formatCount } from '@btb/shared-store';
import { renderWithProviders } from '@btb/shared-testing';
import '../playerNamespace';
import { trackFromPlaylistSong } from '../state/trackFrom';
import { TrackInfo } from './TrackInfo';

describe('TrackInfo', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('writes a playlist song’s likes text in the page’s language, whatever language made it', async () => {
    // Made on an English page (and kept in storage): "2.2K likes".
    const track = trackFromPlaylistSong(
      {
        songID: 7,
        songTitlePublic: 'Technik Pop',
        songTitle: 'x',
        creator: 'Lingo Loops',
        imageUrl: '/api/image/cover-7.svg',
        ysnRestricted: 0,
        intLikes: 2200,
      },
      '2.2K likes',
    );
    await act(() => changeLanguage('de'));
    renderWithProviders(<TrackInfo track={track} preview={false} compactTime="" />);
    expect(screen.getByText(`${formatCount(2200, 'de')} Likes`)).toBeInTheDocument();
    expect(screen.queryByText('2.2K likes')).not.toBeInTheDocument();
  });

  it('shows any other creator as it is', () => {
    renderWithProviders(
      <TrackInfo
        track={{ id: 1, title: 'Song', creator: 'Lena Beat', ysnRestricted: 0 }}
        preview={false}
        compactTime=""
      />,
    );
    expect(screen.getByText('Lena Beat')).toBeInTheDocument();
  });
});
