// `npm run dev`'s posts and lists of posts (builder/vite-plugin/plugins/dev-pages.ts): the rules the
// build puts inline in their pages, brought by Vite as in the portfolio's own module. Not in the build.
import 'virtual:palette.css';
import '../styles/global.css';
import 'virtual:font.css';
import '../sections/TopBar/TopBar.css';
import '../sections/Footer/Footer.css';
import './writing.css';
