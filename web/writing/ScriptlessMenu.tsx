import type { MenuProps } from '../sections/TopBar/TopBar.tsx';

/**
 * The top bar's menu on a page with no script (a post, the list of posts): the links as the bar
 * shows them on a wide screen, and for the phone a native disclosure that opens them as the
 * portfolio's menu button does (web/writing/writing.css).
 */
export function ScriptlessMenu({ links, icon, label }: MenuProps) {
  return (
    <>
      {links('top-bar__links')}
      <details className="top-bar__menu">
        <summary className="top-bar__menu-button">
          {icon}
          {label}
        </summary>
        {links('top-bar__links open')}
      </details>
    </>
  );
}
