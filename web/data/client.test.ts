import { describe, expect, it } from 'vitest';
import { fakeServer, jsonResponse, serverError } from '../test/fetch.ts';
import { about, projects } from '../test/fixtures.ts';
import { getContent, sendContactMessage } from './client.ts';

const message = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A line\nand another' };

describe('getContent', () => {
  it('answers with the JSON of the endpoint', async () => {
    fakeServer();
    await expect(getContent('/api/about')).resolves.toEqual(about);
    await expect(getContent('/api/projects')).resolves.toEqual(projects);
  });

  it('requests each endpoint once, however often it is asked', async () => {
    const fetchMock = fakeServer();
    await Promise.all([getContent('/api/skills'), getContent('/api/skills'), getContent('/api/skills')]);
    await getContent('/api/skills');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/skills');
  });

  it('rejects on an error status and does not ask again in the same page load', async () => {
    const fetchMock = fakeServer({ '/api/projects': serverError() });
    await expect(getContent('/api/projects')).rejects.toThrow('GET /api/projects answered 500');
    await expect(getContent('/api/projects')).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects on a network failure', async () => {
    fakeServer({ '/api/links': new TypeError('Failed to fetch') });
    await expect(getContent('/api/links')).rejects.toThrow('Failed to fetch');
  });

  it('rejects an answer of the wrong kind instead of handing it to a section', async () => {
    fakeServer({ '/api/about': ['not', 'an', 'object'], '/api/skills': { not: 'a list' } });
    await expect(getContent('/api/about')).rejects.toThrow('unexpected body');
    await expect(getContent('/api/skills')).rejects.toThrow('unexpected body');
  });
});

describe('sendContactMessage', () => {
  it('posts the message as JSON with an empty honeypot field', async () => {
    const fetchMock = fakeServer({ '/api/contact': jsonResponse({ id: 'abc' }, 201) });
    await sendContactMessage(message);
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ ...message, website: '' });
  });

  it.each([400, 422, 429, 500, 503])('rejects when the API answers %i', async (status) => {
    fakeServer({ '/api/contact': jsonResponse({ error: 'nope' }, status) });
    await expect(sendContactMessage(message)).rejects.toThrow(`answered ${status}`);
  });

  it('rejects on a network failure', async () => {
    fakeServer({ '/api/contact': new TypeError('Failed to fetch') });
    await expect(sendContactMessage(message)).rejects.toThrow('Failed to fetch');
  });
});
