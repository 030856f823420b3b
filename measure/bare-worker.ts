/**
 * `npm run bench:cold-start`'s yardstick: a bare Hono Worker that answers GET /api/about with the
 * fixture portfolio's text, bundled the same way as the site's Worker (measure/cold-start.ts). What the
 * site's Worker takes beyond it is what its own code and libraries cost a cold start.
 */
import { Hono } from 'hono';
import about from '../testing/fixtures/content/about.json' with { type: 'json' };

export default new Hono().get('/api/about', (c) => c.json(about));

/** wrangler.toml binds the contact caps' Durable Object, so wrangler asks every Worker bundled with it to export the class. */
export class ContactCaps {}
