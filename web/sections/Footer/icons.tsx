import type { Link } from '../../../shared/schema.ts';

// LinkedIn and GitHub: Simple Icons' marks (CC0). The others are plain geometric marks drawn for
// this site. All inline, so they cost no request; holes are drawn with the opposite winding.
const paths: Record<Link['name'], string> = {
  LinkedIn:
    'M20.447 20.452h-3.554v-5.569c0-1.328-.027-3.037-1.852-3.037-1.853 0-2.136 1.445-2.136 2.939v5.667H9.351V9h3.414v1.561h.046c.477-.9 1.637-1.85 3.37-1.85 3.601 0 4.267 2.37 4.267 5.455v6.286zM5.337 7.433a2.062 2.062 0 1 1 0-4.125 2.062 2.062 0 0 1 0 4.125zM7.119 20.452H3.555V9h3.564v11.452zM22.225 0H1.771C.792 0 0 .774 0 1.729v20.542C0 23.227.792 24 1.771 24h20.451C23.2 24 24 23.227 24 22.271V1.729C24 .774 23.2 0 22.222 0h.003z',
  GitHub:
    'M12 .297c-6.63 0-12 5.373-12 12 0 5.303 3.438 9.8 8.205 11.385.6.113.82-.258.82-.577 0-.285-.01-1.04-.015-2.04-3.338.724-4.042-1.61-4.042-1.61C4.422 18.07 3.633 17.7 3.633 17.7c-1.087-.744.084-.729.084-.729 1.205.084 1.838 1.236 1.838 1.236 1.07 1.835 2.809 1.305 3.495.998.108-.776.417-1.305.76-1.605-2.665-.3-5.466-1.332-5.466-5.93 0-1.31.465-2.38 1.235-3.22-.135-.303-.54-1.523.105-3.176 0 0 1.005-.322 3.3 1.23.96-.267 1.98-.399 3-.405 1.02.006 2.04.138 3 .405 2.28-1.552 3.285-1.23 3.285-1.23.645 1.653.24 2.873.12 3.176.765.84 1.23 1.91 1.23 3.22 0 4.61-2.805 5.625-5.475 5.92.42.36.81 1.096.81 2.22 0 1.606-.015 2.896-.015 3.286 0 .315.21.69.825.57C20.565 22.092 24 17.592 24 12.297c0-6.627-5.373-12-12-12',
  // A speech bubble with an "m" cut out.
  Mastodon:
    'M6 2h12a3 3 0 0 1 3 3v9a3 3 0 0 1-3 3h-7l-5 4v-4a3 3 0 0 1-3-3V5a3 3 0 0 1 3-3zm1.5 11H9V8.5h2.25V13h1.5V8.5H15V13h1.5V7h-9z',
  // A broad and a thin stroke crossing.
  X: 'M3 3h5l13 18h-5zm0 18 7.2-8.2 1.2 1.7L5.4 21zM21 3l-7.2 8.2-1.2-1.7L18.6 3z',
  // A tray with a stack of tilting bars.
  'Stack Overflow':
    'M3 14h2v5h14v-5h2v7H3zm4 2h10v2H7zm.3-2.8 9.8 1.4-.3 2-9.8-1.4zm.9-3.6 9.2 3.6-.7 1.9-9.2-3.6zM10 6.2l8 5.8-1.2 1.6-8-5.8z',
  // A rounded screen with a play triangle cut out.
  YouTube: 'M5 5h14a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V8a3 3 0 0 1 3-3zm5 3.5v7l6-3.5z',
  // A globe: a ring, a meridian ellipse, the equator and the prime meridian.
  Website:
    'M12 2a10 10 0 1 1 0 20a10 10 0 1 1 0-20zm0 1.5a8.5 8.5 0 1 0 0 17a8.5 8.5 0 1 0 0-17zm0 0a4.5 8.5 0 1 1 0 17a4.5 8.5 0 1 1 0-17zm0 0a3 8.5 0 1 0 0 17a3 8.5 0 1 0 0-17zM3.5 11.25h17v1.5h-17zm7.75-7.75h1.5v17h-1.5z',
};

export function SocialIcon({ name }: { name: Link['name'] }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
      <path d={paths[name]} />
    </svg>
  );
}
