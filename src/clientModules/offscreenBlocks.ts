/**
 * Lays out, after a first visit's hydration, the blocks of the page's
 * content that the browser skipped while they were off screen
 * (`content-visibility: auto`, src/css/custom.css): a few at a time,
 * when the browser is idle, so that no frame has a long task of it. Then
 * `data-blocks-laid-out` on the root element ends the rule, and the rule
 * leaves the style sheet: later pages render whole, as the engine expects
 * when it restores a scroll position or scrolls to an anchor. A navigation
 * that starts sooner ends it too: the page it leaves is then laid out at
 * once, a cost paid only by a click within the first second or so.
 */
import type { ClientModule } from '@docusaurus/types';

const laidOut = 'data-blocks-laid-out';
/**
 * Blocks shown per idle task; the browser styles and lays them out in the
 * frame that follows. Laying each out in the task itself (reading its
 * height, to hold each task to a time) doubled or tripled the whole work.
 */
const blocksPerTask = 6;
const blocks = () => document.querySelectorAll<HTMLElement>('.theme-doc-markdown > *');
/** The blocks still skipped, found when the first idle task starts. */
let pending: HTMLElement[] | undefined;

// Browsers without idle callbacks (Safari) take a timer.
const whenIdle = (callback: () => void) => (window.requestIdleCallback ?? setTimeout)(callback);

/**
 * Takes the rule out of the page's style sheets. Ended by the attribute, the
 * rule still cost every later navigation: its `:has(:target)` makes the
 * browser check it again at each element inserted anywhere in the page, and
 * restyle the content's blocks each time (three restyles of about 100
 * elements from a click to the new page's heading, against one of 11 on a
 * stock site; 10–15 ms at CPU ×4).
 */
function deleteRule(): void {
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      const rules = sheet.cssRules;
      for (let index = rules.length; index--;) {
        if ((rules[index] as CSSStyleRule).selectorText?.includes(laidOut)) sheet.deleteRule(index);
      }
    } catch {
      // Another origin's sheet, which cannot hold the rule.
    }
  }
}

function endRule(): void {
  pending = [];
  document.documentElement.setAttribute(laidOut, '');
  deleteRule();
  // The rule is off now: the blocks go back to the style React rendered.
  blocks().forEach((block) => (block.style.contentVisibility = ''));
}

function layOutSome(): void {
  pending ??= Array.from(blocks()).filter((block) => getComputedStyle(block).contentVisibility === 'auto');
  pending.splice(0, blocksPerTask).forEach((block) => (block.style.contentVisibility = 'visible'));
  if (pending.length > 0) whenIdle(layOutSome);
  else endRule();
}

const clientModule: ClientModule = {
  onRouteUpdate({ previousLocation }) {
    if (previousLocation && !document.documentElement.hasAttribute(laidOut)) endRule();
  },
  onRouteDidUpdate({ previousLocation }) {
    if (previousLocation || document.documentElement.hasAttribute(laidOut)) return;
    whenIdle(layOutSome);
  },
};

export default clientModule;
