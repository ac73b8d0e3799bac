import { codeErrorFrom } from './codeError';

describe('codeErrorFrom', () => {
  it("uses the server's message when the server gives one", () => {
    const error = { status: 404, message: '404: …', serverMessage: 'Ungültiger Code' };
    expect(codeErrorFrom(error)).toEqual({ kind: 'server', message: 'Ungültiger Code' });
  });

  it('is "Code nicht gültig" for a rejection without a message', () => {
    expect(codeErrorFrom({ status: 400, message: '400: Bad Request' })).toEqual({
      kind: 'invalid',
    });
    expect(codeErrorFrom({ status: 400, message: 'x', serverMessage: '  ' })).toEqual({
      kind: 'invalid',
    });
  });

  it('falls back for network failures and anything unknown', () => {
    expect(codeErrorFrom({ status: 'FETCH_ERROR', message: 'offline' })).toEqual({
      kind: 'invalidOrEmpty',
    });
    expect(codeErrorFrom(new Error('boom'))).toEqual({ kind: 'invalidOrEmpty' });
    expect(codeErrorFrom(undefined)).toEqual({ kind: 'invalidOrEmpty' });
  });
});
