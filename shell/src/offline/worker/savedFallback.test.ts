import { networkThenSaved, quizCodeThenSaved } from './savedFallback';

const savedAnswer = { saved: true } as unknown as Response;
const networkAnswer = { network: true } as unknown as Response;
const matched: string[] = [];

function request(url: string, body: unknown = null): Request {
  return { url, clone: () => ({ json: async () => body }) } as unknown as Request;
}

function networkUp(up: boolean) {
  globalThis.fetch = jest.fn(async () => {
    if (!up) throw new TypeError('Failed to fetch');
    return networkAnswer;
  }) as unknown as typeof fetch;
}

beforeEach(() => {
  matched.length = 0;
  Object.defineProperty(globalThis, 'caches', {
    value: {
      open: async () => ({
        match: async (key: string) => {
          matched.push(key);
          return key.includes('/api/song/7') || key.includes('code=LESSON_1')
            ? savedAnswer
            : undefined;
        },
      }),
    },
    configurable: true,
  });
});

describe('API reads under the worker', () => {
  it('come from the network while there is one, without looking at the saved copies', async () => {
    networkUp(true);
    await expect(
      networkThenSaved({ request: request('https://btb.example/api/song/7') }),
    ).resolves.toBe(networkAnswer);
    expect(matched).toEqual([]);
  });

  it('come from the saved copy when the network fails, and fail as before when none is saved', async () => {
    networkUp(false);
    await expect(
      networkThenSaved({ request: request('https://btb.example/api/song/7') }),
    ).resolves.toBe(savedAnswer);
    await expect(
      networkThenSaved({ request: request('https://btb.example/api/song/8') }),
    ).rejects.toThrow('Failed to fetch');
  });
});

describe("a lesson code's check under the worker", () => {
  it('is answered offline from the saved lesson, whatever the case and spaces of the code', async () => {
    networkUp(false);
    const check = (code: unknown) =>
      quizCodeThenSaved({
        request: request('https://btb.example/api/quiz/validate-code', { code }),
      });
    await expect(check(' lesson_1 ')).resolves.toBe(savedAnswer);
    await expect(check('OTHER')).rejects.toThrow('Failed to fetch');
    await expect(check(42)).rejects.toThrow('Failed to fetch');
  });
});
