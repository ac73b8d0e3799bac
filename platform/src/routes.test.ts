import { readRoutes } from './routes';

describe('readRoutes', () => {
  const hello = { key: 'hello', path: '/hello/:name', module: 'HelloPage' };

  it('keeps routes of fixed segments and :params that name an exposed module', () => {
    expect(readRoutes([hello])).toEqual({ routes: [hello], refused: null });
    expect(readRoutes(undefined)).toEqual({ routes: [], refused: null });
  });

  it('says why when a route does not hold, and keeps the ones that do', () => {
    const reading = readRoutes([
      hello,
      { key: 'b', path: '/hello/*', module: 'HelloPage' },
      { key: 'c', path: '/hello', module: './HelloPage' },
      { path: '/hello', module: 'HelloPage' },
      'x',
    ]);
    expect(reading.routes).toEqual([hello]);
    expect(reading.refused).toMatch(/Each route needs a key, a path .* and a module/);
    expect(readRoutes({ hello }).refused).toBe('routes must be a list.');
  });
});
