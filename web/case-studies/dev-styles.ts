// `npm run dev`'s case studies and their index (builder/collections/case-studies/case-study-pages.ts): the rules
// the build puts inline in their pages, brought by Vite. Not in the build.
import '../writing/dev-styles.ts';
import './case-studies.css';
