/**
 * The Worker: the whole backend of the site. Static assets (the Vite build) are served by Workers
 * Static Assets before this code runs; wrangler.toml sends every /api/* request here first, and
 * the pages and résumés, which it counts.
 */
import { locales, responsePages, responses, search } from 'virtual:api-content';
import { Hono } from 'hono';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { secureHeaders } from 'hono/secure-headers';
import { countedRoutes } from './counting/index.ts';
import type { ApiError, AppEnv, Bindings } from './env.ts';
import { notFound } from './not-found.ts';
import { commentRoutes, mentionRoutes, moderationRoutesIf } from './responses/routes.ts';
import { contactRoutes } from './routes/contact.ts';
import { contentRoutes } from './routes/content.ts';
import { runDailyTasks } from './scheduled.ts';
import { searchRoutes } from './search/routes.ts';
import { securityHeaders } from './security-headers.ts';

const apiHeaders = secureHeaders(securityHeaders);
const routes = new Hono<AppEnv>();
export const app = routes
  // First: the pages and résumés it counts keep the assets' own headers, not the API's.
  .route('/', countedRoutes)
  // Before the API's headers too: the moderation pages have their own (a form's policy, no Referer).
  .route('/', moderationRoutesIf(responses))
  // The search's page has its own headers too: a policy that lets its form send, no Referer.
  .route('/', searchRoutes(search, locales))
  .use(apiHeaders)
  .use(
    methodNotAllowed({
      app: routes,
      onMethodNotAllowed: (c, methods) =>
        c.json<ApiError>(
          { error: `${c.req.method} is not allowed here; use ${methods.join(' or ')}.` },
          405,
          {
            Allow: methods.join(', '),
          },
        ),
    }),
  )
  .route('/', contentRoutes)
  .route('/', contactRoutes)
  .route('/', mentionRoutes(responses, responsePages))
  .route('/', commentRoutes(responses, responsePages))
  .notFound(notFound)
  .onError(async (error, c) => {
    console.error('unhandled error', error);
    // With the API's security headers wherever it was thrown, the counted routes (before them) too.
    await apiHeaders(c, async () => {
      c.res = c.json<ApiError>({ error: 'Something went wrong on our side; please try again later.' }, 500);
    });
    return c.res;
  });

export type AppType = typeof app;
// The contact form's caps, a Durable Object of their own (wrangler.toml [[durable_objects.bindings]]).
export { ContactCaps } from './routes/contact-caps.ts';
// `scheduled`: the daily cron (wrangler.toml [triggers]): the counts' roll-over, old rejected responses.
export default { fetch: app.fetch, scheduled: runDailyTasks } satisfies ExportedHandler<Bindings>;
