/**
 * The browser tests' way into a local Worker's state: the commands' own (commands/local-state.ts),
 * which `npm run messages` and `npm run stats` read with.
 */
export {
  type LocalD1,
  type LocalKV,
  type LocalState,
  listKeys,
  openLocalState,
} from '../commands/local-state.ts';
