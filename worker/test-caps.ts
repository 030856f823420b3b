/** For the Worker's tests: the contact caps' Durable Object emptied, as a new day finds it. */
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

export const clearContactCaps = () =>
  runInDurableObject(env.CONTACT_CAPS.get(env.CONTACT_CAPS.idFromName('site')), (_, state) => {
    state.storage.sql.exec('DELETE FROM contact_minutes');
  });
