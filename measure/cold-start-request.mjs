/**
 * One cold start of a bundled Worker, in the fresh process this file is run in: import the bundle
 * (argv[2]), answer one GET /api/about, print the process's CPU time (µs, all its threads, start-up
 * included) and exit. Fails unless the answer is 200 with a body. Plain JavaScript: stripping
 * TypeScript's types would add its own start-up to both sides.
 */
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

// workerd's own modules are not Node's: the e-mail sink and the caps' Durable Object import ones
// this path never calls.
const workerdModules = new Map([
  ['cloudflare:email', 'export class EmailMessage {}'],
  ['cloudflare:workers', 'export class DurableObject {}'],
]);
registerHooks({
  resolve: (specifier, context, nextResolve) =>
    workerdModules.has(specifier)
      ? {
          url: `data:text/javascript,${encodeURIComponent(workerdModules.get(specifier))}`,
          shortCircuit: true,
        }
      : nextResolve(specifier, context),
});

const worker = (await import(pathToFileURL(process.argv[2]).href)).default;
const context = { waitUntil: () => {}, passThroughOnException: () => {} };
const response = await worker.fetch(new Request('http://localhost/api/about'), {}, context);
const body = await response.text();
if (response.status !== 200 || body.length === 0) {
  console.error(`GET /api/about answered ${response.status}: ${body}`);
  process.exit(1);
}
const { user, system } = process.cpuUsage();
console.log(user + system);
