/**
 * Keeps the taps on a button the page's script comes too late for (the phone's menu), in the
 * build's start script (builder/portfolio-page.ts): web/early-input.ts takes them when React takes
 * the page over and makes them again once the page's frame has hydrated. Links and the language
 * switch need no script; the colour-scheme select has its own inline script (builder/page-html.ts
 * `themeSwitchScript`); the contact form's button is disabled until the script runs.
 */
export const earlyInputScript = `const early=[];self.earlyInput=early;addEventListener("click",(e)=>{const b=e.target.closest?.('button[type="button"]');if(b&&self.earlyInput===early)early.push(b)},true);`;
