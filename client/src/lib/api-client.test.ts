import { afterEach, describe, expect, it } from 'vitest';
import { startApiTestServer } from '../test/api-test-server';
import { apiGet, apiRequest, createConditionalGet } from './api-client';
import { ApiError, getErrorMessage, NETWORK_ERROR_MESSAGE, PARSE_ERROR_MESSAGE } from './api-error';
import { setToken } from './auth-token';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('api client', () => {
  it('sends the bearer token when stored, and JSON content type only with a body', async () => {
    const api = await startApiTestServer({
      'GET /api/user': () => ({ json: { id: 1 } }),
      'POST /api/patients': () => ({ status: 201, json: { id: 2 } }),
    });
    close = api.close;
    await apiGet('/api/user');
    setToken('abc');
    await apiRequest('POST', '/api/patients', { name: 'X' });
    expect(api.requests[0]?.headers.authorization).toBeUndefined();
    expect(api.requests[0]?.headers['content-type']).toBeUndefined();
    expect(api.requests[1]?.headers.authorization).toBe('Bearer abc');
    expect(api.requests[1]?.headers['content-type']).toBe('application/json');
  });

  it('yields null on 401 when asked to, and raises by default', async () => {
    const api = await startApiTestServer({
      'GET /api/user': () => ({ status: 401, json: { message: 'Not signed in' } }),
    });
    close = api.close;
    await expect(apiGet('/api/user', { on401: 'returnNull' })).resolves.toBeNull();
    await expect(apiGet('/api/user')).rejects.toBeInstanceOf(ApiError);
  });

  it("uses '{status}: {text}' when the body has no message, and the message when it has one", async () => {
    const api = await startApiTestServer({
      'GET /api/a': () => ({ status: 503, text: 'Service Unavailable' }),
      'GET /api/b': () => ({ status: 400, json: { message: 'Full name is required' } }),
    });
    close = api.close;
    const plain = await apiRequest('GET', '/api/a').catch((error: unknown) => error);
    expect((plain as Error).message).toBe('503: Service Unavailable');
    expect(getErrorMessage(plain, 'Failed to add patient')).toBe('Failed to add patient');
    const withMessage = await apiRequest('GET', '/api/b').catch((error: unknown) => error);
    expect(getErrorMessage(withMessage, 'Failed to add patient')).toBe('Full name is required');
  });

  it('treats 204 as no body and rejects unparsable JSON', async () => {
    const api = await startApiTestServer({
      'DELETE /api/visits/1': () => ({ status: 204 }),
      'GET /api/broken': () => ({ status: 200, text: '<html>oops' }),
    });
    close = api.close;
    await expect(apiRequest('DELETE', '/api/visits/1')).resolves.toBeUndefined();
    await expect(apiRequest('GET', '/api/broken')).rejects.toThrow(PARSE_ERROR_MESSAGE);
  });

  it('reports a network failure', async () => {
    const api = await startApiTestServer({});
    await api.close();
    await expect(apiRequest('GET', '/api/user')).rejects.toThrow(NETWORK_ERROR_MESSAGE);
  });

  it('polls conditionally: sends the last ETag it was given', async () => {
    // (The 304 branch runs in Chromium in e2e/polling.spec.ts: happy-dom cannot build a 304 response.)
    let version = 1;
    const api = await startApiTestServer({
      'GET /api/visits/active': () => ({ json: [{ id: version }], headers: { etag: `"v${version}"` } }),
    });
    close = api.close;
    const poll = createConditionalGet<Array<{ id: number }>>('/api/visits/active');
    expect(await poll()).toEqual([{ id: 1 }]);
    expect(api.requests[0]?.headers['if-none-match']).toBeUndefined();
    version = 2;
    expect(await poll()).toEqual([{ id: 2 }]);
    expect(api.requests[1]?.headers['if-none-match']).toBe('"v1"');
  });
});
