/** For the Worker's tests: the contact caps' Durable Object emptied, as a new day finds it. */
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

/** The caps' instance: the contact form's (`site`), or the comments' counted apart. */
export const contactCapsStub = (instance = 'site') =>
  env.CONTACT_CAPS.get(env.CONTACT_CAPS.idFromName(instance));

export const clearContactCaps = (instance = 'site') =>
  runInDurableObject(contactCapsStub(instance), (_, state) => {
    for (const table of ['contact_minutes', 'contact_networks', 'contact_salts'])
      state.storage.sql.exec(`DELETE FROM ${table}`);
  });
