// Draws Mermaid diagrams in Chromium for plugins/rehype-mermaid-svg, in a
// process of its own: Mermaid and Playwright are ES modules the site config's
// CommonJS loader cannot import, and one browser draws a whole batch.
//
// stdin: {"diagrams": [{"source", "id", "theme"}], "mermaidConfig", "executablePath", "args"}
// stdout: [{"svg"} | {"error"}], in the same order.
//
// One page loads Mermaid once and draws the batch one diagram after another.
// Loading Mermaid is most of the cost: a page per diagram (as
// mermaid-isomorphic draws) took 8.2 s and 14 s of CPU for the site's 22
// diagrams, one page 2.2–2.8 s and 3.9 s of CPU. The page imports Mermaid's
// ES module build from disk, which fetches each kind of diagram's code when
// a drawing first needs it: the whole-library script (3.5 MB, sent as text
// through the browser's protocol) took 0.9–1.0 s to load against 0.4 s, and
// a batch of the 22 drawings 2.8–3.0 s against 2.3–2.5 s, the same SVG.
//
// A drawing must still depend on its source only (it is cached by the
// source's digest): Mermaid initialises from the same settings before each
// diagram, and the one counter it keeps between drawings, a sequence
// diagram's actor number, is renumbered per drawing (sequentialIds below).
// Tests: ./index.test.ts draws a diagram after others and alone, and compares.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { diagrams, mermaidConfig, executablePath, args } = JSON.parse(input);

// A page from disk may import modules from disk only with this switch. This
// browser opens nothing but ./render.html and Mermaid's own files.
const browser = await chromium.launch({ executablePath, args: [...args, '--allow-file-access-from-files'] });
try {
  const page = await browser.newPage();
  await page.goto(new URL('render.html', import.meta.url).href);
  await page.evaluate(
    async (module) => {
      /* global window -- the page's */
      window.mermaid = (await import(module)).default;
    },
    pathToFileURL(require.resolve('mermaid/dist/mermaid.esm.min.mjs')).href,
  );
  const results = [];
  for (const { source, id, theme } of diagrams) {
    results.push(await page.evaluate(drawInPage, { source, id, mermaidConfig: { ...mermaidConfig, theme } }));
  }
  process.stdout.write(JSON.stringify(results));
} finally {
  await browser.close();
}

/** Runs in the page: draws one diagram and returns its SVG markup, or the error. */
async function drawInPage({ source, id, mermaidConfig }) {
  /* global document, DOMParser, XMLSerializer, CSSStyleSheet, CSSStyleRule, CSSKeyframesRule, mermaid -- the page's, not Node's */
  const container = document.createElement('div');
  // Laid out (text is measured) but never shown.
  Object.assign(container.style, { maxHeight: '0', opacity: '0', overflow: 'hidden' });
  container.ariaHidden = 'true';
  document.body.append(container);
  try {
    mermaid.initialize(mermaidConfig);
    const { svg } = await mermaid.render(id, source, container);
    const element = new DOMParser().parseFromString(svg, 'text/html').querySelector('svg');
    sequentialIds(element, id);
    withoutUnusedRules(element);
    withoutUnusedDefinitions(element);
    return { svg: new XMLSerializer().serializeToString(element) };
  } catch (error) {
    return { error: String(error?.message ?? error) };
  } finally {
    container.remove();
  }

  /**
   * Mermaid gives every drawing its theme's whole style sheet, rules for
   * every kind of diagram and look (a sequence diagram's 52 rules for a
   * drawing that uses 12): 4.9 KB of each drawing's 29 KB, in the page's
   * HTML and, for a navigation, in its values file, all of it parsed and
   * matched by the reader's browser. Only the rules that match an element
   * of this drawing are kept, as this browser matches them, and the
   * animations those rules name. A state a selector waits for (`:hover`)
   * and a pseudo-element (`::before`) are left out of the test, so such a
   * rule stays whenever its element is there.
   */
  function withoutUnusedRules(svg) {
    // Pseudo-elements, and the states a reader brings about (the rest, like `:root`, are tested as written).
    const statefulPseudo =
      /::[a-z-]+|:(before|after|first-line|first-letter|hover|active|focus-visible|focus-within|focus|visited|target)\b/gi;
    const style = svg.querySelector('style');
    if (!style) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(style.textContent);
    const applies = (selector) => {
      const plain = selector.replace(statefulPseudo, '');
      if (/(^|,)\s*(,|$)/.test(plain)) return true;
      try {
        return svg.matches(plain) || svg.querySelector(plain) !== null;
      } catch {
        return true;
      }
    };
    const rules = [...sheet.cssRules];
    const kept = rules.filter((rule) => !(rule instanceof CSSStyleRule) || applies(rule.selectorText));
    const used = kept
      .filter((rule) => !(rule instanceof CSSKeyframesRule))
      .map((rule) => rule.cssText)
      .join('\n');
    style.textContent = kept
      .filter((rule) => !(rule instanceof CSSKeyframesRule) || new RegExp(`\\b${rule.name}\\b`).test(used))
      .map((rule) => rule.cssText)
      .join('\n');
  }

  /**
   * Mermaid also defines, in every drawing of a kind, each marker and symbol
   * that kind may use: a sequence diagram carries six arrowheads and the
   * icons of a database (13 KB), a computer and a clock, whether it shows
   * them or not (15 KB of a 25 KB drawing). A marker, symbol or other
   * definition that nothing refers to (`url(#…)` in an attribute or the
   * style sheet, `href="#…"`) goes, and so does a `<defs>` left empty.
   */
  function withoutUnusedDefinitions(svg) {
    const markup = svg.outerHTML;
    const referenced = (id) => markup.includes(`url(#${id})`) || markup.includes(`"#${id}"`);
    for (const definition of svg.querySelectorAll('defs > [id], svg > symbol[id], svg > marker[id]')) {
      if (!referenced(definition.id)) definition.remove();
    }
    for (const defs of svg.querySelectorAll('defs')) if (defs.childElementCount === 0) defs.remove();
  }

  /**
   * A sequence diagram numbers its actors' elements (`actor<n>`,
   * `actor-man-torso<n>`, `root-<n>`, `actor<n>_popup`…) with a counter
   * Mermaid never resets: in one page the second diagram's would start where
   * the first's ended, and two diagrams on one site page would share ids.
   * They become `<id>-actor<k>` and so on, k from 0 in each drawing, and so do
   * the popup menus' references to them.
   */
  function sequentialIds(svg, prefix) {
    const numbered = /^(actor|actor-man-[a-z]+|root-)(\d+)(_popup)?$/;
    const nodes = [...svg.querySelectorAll('[id]')].filter((node) => numbered.test(node.id));
    if (nodes.length === 0) return;
    const first = Math.min(...nodes.map((node) => Number(numbered.exec(node.id)[2])));
    const renumber = (name, kind, n, popup = '') => `${prefix}-${kind}${Number(n) - first}${popup}`;
    for (const node of nodes) node.id = node.id.replace(numbered, renumber);
    for (const node of svg.querySelectorAll('[onclick]')) {
      node.setAttribute('onclick', node.getAttribute('onclick').replace(/\b(actor)(\d+)(_popup)\b/g, renumber));
    }
  }
}
