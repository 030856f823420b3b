/**
 * Where the Worker will answer: at workers.dev, the account needs its subdomain first (a deploy
 * from CI cannot register one and stops with code 10063); on routes or a custom domain, each
 * domain's zone must be in this account.
 */

import { cloudflareApi, describeApiErrors } from './cloudflare-api.ts';
import type { DoctorContext } from './context.ts';
import { type RouteConfig, routesOf } from './deploy-config.ts';
import { type CheckResult, failure, ok, warning } from './report.ts';
import { zoneById, zoneHolding, zoneReadFix } from './zones.ts';

/** Cloudflare's answers when an account has no workers.dev subdomain (the GET's, and the deploy's). */
const noSubdomainCodes = new Set([10007, 10063]);

export async function checkWorkersDevSubdomain(
  context: DoctorContext,
  accountId: string,
): Promise<CheckResult> {
  const id = 'workers-dev';
  const answer = await cloudflareApi<{ subdomain?: string }>(
    context,
    `/accounts/${accountId}/workers/subdomain`,
  );
  if (answer.success && answer.result?.subdomain)
    return ok(
      id,
      `The Worker will answer at https://${context.config.name ?? 'portfolio'}.${answer.result.subdomain}.workers.dev.`,
    );
  const errors = answer.success ? [] : answer.errors;
  if (
    answer.success ||
    errors.some(({ code }) => noSubdomainCodes.has(code)) ||
    (!answer.success && answer.status === 404)
  )
    return failure(
      id,
      'The account has no workers.dev subdomain yet: the deploy would stop with code 10063.',
      // Without --verbose, the dashboard's own link to the account chosen there: no id in a CI log.
      `Open https://dash.cloudflare.com/${context.verbose ? accountId : '?to=/:account'}/workers/onboarding once (or Workers & Pages in the dashboard) and pick a subdomain.`,
    );
  return failure(
    id,
    `Could not read the account's workers.dev subdomain: ${describeApiErrors(errors)}`,
    'Give the token Account · Workers Scripts · Edit (docs/deploy.md), for this account.',
  );
}

/** The host a route names: its pattern without scheme, path or a leading `*.`. */
const hostOf = (route: RouteConfig) =>
  (typeof route === 'string' ? route : route.pattern)
    .replace(/^\w+:\/\//, '')
    .replace(/\/.*$/, '')
    .replace(/^\*\.?/, '');

const zoneOf = (context: DoctorContext, route: RouteConfig) =>
  typeof route !== 'string' && route.zone_id
    ? zoneById(context, route.zone_id)
    : zoneHolding(context, typeof route !== 'string' && route.zone_name ? route.zone_name : hostOf(route));

export async function checkRouteZones(context: DoctorContext, accountId: string): Promise<CheckResult> {
  const id = 'route-zones';
  const routes = routesOf(context.config);
  const problems: string[] = [];
  const refusals: string[] = [];
  for (const route of routes) {
    const host = hostOf(route);
    const { zone, refusal } = await zoneOf(context, route);
    if (refusal) refusals.push(`${host}: ${refusal}`);
    else if (!zone) problems.push(`${host}: no zone of this token's accounts holds it`);
    else if (zone.account?.id && zone.account.id !== accountId)
      problems.push(`${host}: its zone ${zone.name} is in account ${zone.account.id}, not ${accountId}`);
  }
  if (problems.length === 0 && refusals.length > 0)
    return warning(
      id,
      `Could not read the routes' zones:\n${refusals.map((line) => `  ${line}`).join('\n')}`,
      `To have them checked, ${zoneReadFix}.`,
    );
  if (problems.length === 0)
    return ok(id, `The zone of each route (${routes.map(hostOf).join(', ')}) is in this account.`);
  return failure(
    id,
    `A route's domain is not in this account:\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
    'Add the domain to this account (dashboard → Add a domain) and give the token Zone · Workers Routes · Edit on it, or remove the route from wrangler.toml to serve at workers.dev.',
  );
}

/** Routes or a custom domain: their zones; otherwise (or with workers_dev = true too) the subdomain. */
export async function checkWorkersAddress(context: DoctorContext, accountId: string): Promise<CheckResult[]> {
  const hasRoutes = routesOf(context.config).length > 0;
  const atWorkersDev = context.config.workers_dev ?? !hasRoutes;
  return Promise.all([
    ...(hasRoutes ? [checkRouteZones(context, accountId)] : []),
    ...(atWorkersDev ? [checkWorkersDevSubdomain(context, accountId)] : []),
  ]);
}
