// Preloaded into every Node process of `npm test` (testing/run-all.ts sets NODE_OPTIONS): a
// wrangler CLI launch (its bin script, by path or through node_modules/.bin) appends the line
// builder/run-counts.ts names 'wrangler launch'.
// CommonJS and dependency-free, as any Node a test spawns loads it before anything else.
const file = process.env.PORTFOLIO_RUN_COUNTS;
if (file && /[\\/](wrangler[\\/]bin[\\/]wrangler\.js|\.bin[\\/]wrangler)$/.test(process.argv[1] ?? ''))
  require('node:fs').appendFileSync(file, 'wrangler launch\n');
