import { createAvailability, type AvailabilityChange } from './availability';

describe('the database availability of one process', () => {
  it('tells each change once, however many queries see it', () => {
    let now = 1000;
    const availability = createAvailability(() => now);
    const changes: AvailabilityChange[] = [];
    availability.onChange((change) => changes.push(change));
    availability.failed('connection refused');
    availability.failed('connection refused');
    now = 11_000;
    availability.succeeded(availability.begin());
    availability.succeeded(availability.begin());
    expect(changes).toEqual([
      { available: false, reason: 'connection refused' },
      { available: true, downForMs: 10_000 },
    ]);
    expect(availability.reconnects).toBe(1);
  });

  it('is not back because of a query begun before the server went away', () => {
    const availability = createAvailability();
    const inFlight = availability.begin();
    availability.failed('terminating connection due to administrator command');
    availability.succeeded(inFlight);
    expect(availability.available).toBe(false);
    availability.succeeded(availability.begin());
    expect(availability.available).toBe(true);
  });

  it('is back only once every connection is, whatever answers meanwhile', () => {
    let connections = 1;
    const availability = createAvailability(Date.now, () => connections === 2);
    availability.failed('connection refused');
    availability.succeeded(availability.begin());
    expect(availability.available).toBe(false);
    connections = 2;
    availability.succeeded(availability.begin());
    expect(availability.available).toBe(true);
  });
});
