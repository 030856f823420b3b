import { createContext } from 'react';
import { type ApiPath, type ApiResponses, getContent } from './client.ts';

export type ContentSource = <Path extends ApiPath>(path: Path) => Promise<ApiResponses[Path]>;

/**
 * Where the data sections read their endpoints from: in the browser, the /api requests (each made
 * once); in the build's prerender (web/entry-server.tsx), the bundled content the Worker answers with.
 */
export const ContentSourceContext = createContext<ContentSource>(getContent);
