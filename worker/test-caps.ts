/** For the Worker's tests: the contact caps' Durable Object emptied, as a new day finds it. */
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

export const contactCapsStub = () => env.CONTACT_CAPS.get(env.CONTACT_CAPS.idFromName('site'));

export const clearContactCaps = () =>
  runInDurableObject(contactCapsStub(), (_, state) => {
    for (const table of ['contact_minutes', 'contact_networks', 'contact_salts'])
      state.storage.sql.exec(`DELETE FROM ${table}`);
  });
