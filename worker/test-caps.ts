/** For the Worker's tests: the contact caps' Durable Object emptied, as a new day finds it. */
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

/** The caps' instance: the contact form's (`site`), or another form's counted apart (comments). */
export const capsStubOf = (instance: string) => env.CONTACT_CAPS.get(env.CONTACT_CAPS.idFromName(instance));
export const contactCapsStub = () => capsStubOf('site');

/** Empties the caps of `instance`. */
export const clearCapsOf = (instance: string) =>
  runInDurableObject(capsStubOf(instance), (_, state) => {
    for (const table of ['contact_minutes', 'contact_networks', 'contact_salts'])
      state.storage.sql.exec(`DELETE FROM ${table}`);
  });

// No parameter: it is a hook itself (`beforeEach(clearContactCaps)`), which is given the test's context.
export const clearContactCaps = () => clearCapsOf('site');
