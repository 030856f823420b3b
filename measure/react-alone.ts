/**
 * `npm run lighthouse -- --floors`' "snapshot + React" page runs this instead of the site's script:
 * React 19 arriving and starting, with nothing to hydrate. Its main-thread tasks are what any page
 * built with React pays before its own code runs (./lighthouse-floors.ts).
 */
import { createRoot } from 'react-dom/client';

createRoot(document.createElement('div')).render(null);
