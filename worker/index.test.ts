import { describe, expect, it } from 'vitest';
import { get } from './test-helpers.ts';

describe('an unknown /api path', () => {
  it.each(['/api/nothing-here', '/api/', '/api/projects/1', '/api/ABOUT'])(
    'answers 404 with a JSON error naming it (%s), never the page',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: `Nothing at GET ${path}.` });
    },
  );
});

describe('/api/contact with another method than POST', () => {
  it.each(['GET', 'PUT', 'DELETE', 'OPTIONS'])(
    'answers %s with 405, Allow: POST and a JSON error',
    async (method) => {
      const response = await get('/api/contact', { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('POST');
      expect(await response.json()).toEqual({ error: `${method} is not allowed here; use POST.` });
    },
  );
});
