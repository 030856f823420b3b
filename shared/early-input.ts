/**
 * Keeps the taps the page's script comes too late for, in the build's start script
 * (builder/portfolio-page.ts): a click on a button (the phone's menu), and a form's submission,
 * held back so that it does not leave the page. web/early-input.ts takes them when React takes the
 * page over and makes them again once the bar has hydrated. The colour-scheme select needs none:
 * its inline script (builder/page-html.ts `themeSwitchScript`) applies a choice at once.
 */
export const earlyInputScript = `const early=[];self.earlyInput=early;for(const type of["click","submit"])addEventListener(type,(e)=>{const t=type==="submit"?e.target:e.target.closest?.('button[type="button"]');if(!t||self.earlyInput!==early)return;if(type==="submit")e.preventDefault();early.push(t)},true);`;
