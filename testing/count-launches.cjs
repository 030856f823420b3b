// Preloaded into every Node process of `npm test` (testing/run-all.ts sets NODE_OPTIONS): appends
// the lines builder/run-counts.ts names for each wrangler CLI launch (by its bin script's path or
// through node_modules/.bin) and each server a test starts (`wrangler dev`, Vite's dev server).
// CommonJS and dependency-free, as any Node a test spawns loads it before anything else.
const file = process.env.PORTFOLIO_RUN_COUNTS;
const script = process.argv[1] ?? '';
const command = process.argv[2];
const lines = [];
if (/[\\/](wrangler[\\/]bin[\\/]wrangler\.js|\.bin[\\/]wrangler)$/.test(script)) {
  lines.push('wrangler launch');
  if (command === 'dev') lines.push('server start');
} else if (
  /[\\/](vite[\\/]bin[\\/]vite\.js|\.bin[\\/]vite)$/.test(script) &&
  !/^(build|optimize|preview)$/.test(command ?? '')
)
  lines.push('server start');
if (file && lines.length > 0)
  require('node:fs').appendFileSync(file, lines.map((line) => `${line}\n`).join(''));
