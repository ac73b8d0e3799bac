export const songDetailSchema = {
  type: 'object',
  required: [
    'songID',
    'songTitlePublic',
    'songTitle',
    'intLikes',
    'intPlayed',
    'language',
    'genre',
    'grade',
    'strCode',
    'imageUrl',
    'bslBookUrl',
    'learningContent',
    'lyrics',
    'lyricLines',
    'musicStylePrompt',
    'ysnRestricted',
    'creator',
  ],
  properties: {
    songID: { type: 'integer' },
    songTitlePublic: { type: 'string' },
    songTitle: { type: 'string' },
    intLikes: { type: 'integer' },
    intPlayed: { type: 'integer' },
    language: { type: 'string' },
    genre: { type: 'string' },
    grade: { type: 'string' },
    strCode: { type: 'string' },
    imageUrl: { type: 'string' },
    bslBookUrl: { type: 'string' },
    learningContent: { type: 'string' },
    lyrics: { type: 'string' },
    lyricLines: {
      type: 'array',
      items: {
        type: 'object',
        required: ['start', 'text', 'translation'],
        properties: {
          start: { type: 'number' },
          text: { type: 'string' },
          translation: { type: 'string' },
        },
      },
    },
    musicStylePrompt: { type: 'string' },
    ysnRestricted: { type: 'integer', enum: [0, 1] },
    creator: { type: 'string' },
  },
} as const;

export const podcastInfoSchema = {
  type: 'object',
  required: ['hasPodcastInfo', 'soundPath'],
  properties: { hasPodcastInfo: { type: 'boolean' }, soundPath: { type: 'string' } },
} as const;

export const songByCodeListSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['songID', 'songTitlePublic', 'songTitle', 'imageThumbName'],
    properties: {
      songID: { type: 'integer' },
      songTitlePublic: { type: 'string' },
      songTitle: { type: 'string' },
      imageThumbName: { type: 'string' },
    },
  },
} as const;
