import type { ContentItem, Faq, HeroSlide, Playlist, PlaylistSong } from '@btb/shared-contract';

// Test data shaped like the API's answers; used only by the component tests.

export function heroSlide(id: number, overrides: Partial<HeroSlide> = {}): HeroSlide {
  return {
    slideID: id,
    headline: `Slide ${id}`,
    subline: `Subline ${id}`,
    backgroundImage: `/api/image/hero-${id}.svg`,
    button1Text: 'Search now',
    button1Link: '/search',
    button1Icon: 'Search',
    button2Text: 'Take the quiz',
    button2Link: '#quiz',
    button2Icon: 'ClipboardCheck',
    ...overrides,
  };
}

export function playlistSong(id: number, overrides: Partial<PlaylistSong> = {}): PlaylistSong {
  return {
    songID: id,
    songTitlePublic: `Song ${id}`,
    songTitle: `song-${id}`,
    learningContent: '',
    imageUrl: `/images/song-${id}.svg`,
    intLikes: 1234,
    intPlayed: 10,
    datCreated: '2024-01-01T00:00:00.000Z',
    ysnRestricted: 0,
    creator: 'Lena Beat',
    subject: 'DE_EN',
    ...overrides,
  };
}

export function playlist(id: number, overrides: Partial<Playlist> = {}): Playlist {
  return {
    ppID: id,
    headline: 'Top Rated',
    songs: [playlistSong(id * 100 + 1), playlistSong(id * 100 + 2)],
    btn1Searchurl: '/search?subject=DE_EN',
    btn2OverviewCode: 'DE_EN',
    ...overrides,
  };
}

export function contentItem(id: number, overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    id,
    title: `Content ${id}`,
    description: '',
    imageUrl: `/api/image/song-${id}.svg`,
    creator: 'Lena Beat',
    category: 'history',
    duration: 120,
    views: 5,
    likes: 7,
    level: 'beginner',
    featured: false,
    createdAt: '2024-01-01T00:00:00.000Z',
    audioUrl: `/api/audio/${id}`,
    genre: 'Pop',
    ysnRestricted: 0,
    subject: 'DE_EN',
    ...overrides,
  };
}

export function faq(id: number, overrides: Partial<Faq> = {}): Faq {
  return {
    faqID: id,
    strQuestion: `Question ${id}?`,
    strAnswer: `<p>Answer <strong>${id}</strong></p>`,
    ...overrides,
  };
}
