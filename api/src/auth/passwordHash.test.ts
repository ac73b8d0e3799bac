import { owaspScrypt } from '../config/loadApiConfig';
import { hashPassword, verifyPassword } from './passwordHash';

const cheap = { cost: 1024, blockSize: 8, parallelization: 1 };

describe('passwordHash', () => {
  it('verifies the right password only, with salted hashes', async () => {
    const a = await hashPassword('Sesam öffne dich', cheap);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await hashPassword('Sesam öffne dich', cheap)).not.toBe(a);
    expect(await verifyPassword('Sesam öffne dich', a)).toBe(true);
    expect(await verifyPassword('Sesam offne dich', a)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });

  it('uses the OWASP parameters by default (N=2^17, r=8, p=1)', async () => {
    expect(owaspScrypt).toEqual({ cost: 131072, blockSize: 8, parallelization: 1 });
    const hash = await hashPassword('pw', owaspScrypt);
    expect(await verifyPassword('pw', hash)).toBe(true);
  });
});
