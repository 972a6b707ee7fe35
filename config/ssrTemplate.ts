/**
 * The engine's page template (@docusaurus/core/lib/ssg/ssgTemplate.html.js,
 * given as the `ssrTemplate` setting) with one change: the page's scripts
 * are requested once the browser can paint the page, not while it is still
 * fetching what the paint needs.
 *
 * The engine lists its two scripts (the runtime and the main bundle, 130 KiB
 * of the first visit) as deferred scripts in the head. The browser's preload
 * scanner then fetches them while it still fetches the stylesheet, and on a
 * slow connection the first paint waits for bandwidth it does not need: the
 * server has rendered every page whole. Here a last inline script in the
 * body adds them, in order, a frame and then a task later: an animation
 * frame comes only once the stylesheet has arrived, and the task lets that
 * frame paint first. They still run before anything else of the app, as
 * deferred scripts would.
 *
 * The main bundle is added first and the runtime last (the engine lists the
 * runtime first). Evaluated before the runtime, the main bundle only queues
 * its modules; the runtime, evaluated in the next task, then runs the app's
 * entry. With the runtime first, the main bundle's evaluation ran the entry
 * too, in one task: its thread time, first visit of the webhooks page on a
 * phone screen, 18.7 → 11.2 ms (medians of 8, interleaved); the thread time
 * of all tasks after the first paint is unchanged.
 *
 * The script's text never changes (their addresses are in its
 * `data-scripts` attribute), so the Content-Security-Policy hash that allows
 * it (plugins/server-config) stays the same from build to build.
 *
 * The site config, this setting included, is serialised into every page's
 * JavaScript: the template is kept to the fewest characters (the HTML
 * minifier tidies the pages it makes either way).
 */
export const ssrTemplate = [
  '<!DOCTYPE html><html <%~ it.htmlAttributes %>><head><meta charset="UTF-8">',
  '<meta name="generator" content="Docusaurus v<%= it.version %>">',
  '<% it.metaAttributes.forEach((m) => { %><%~ m %><% }); %>',
  '<%~ it.headTags %>',
  '<% it.stylesheets.forEach((s) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= s %>" /><% }); %>',
  '</head><body <%~ it.bodyAttributes %>><%~ it.preBodyTags %>',
  '<div id="__docusaurus"><%~ it.appHtml %></div><%~ it.postBodyTags %>',
  '<script data-scripts="<%= it.scripts.slice().reverse().map((s) => it.baseUrl + s).join(\' \') %>">',
  '(function(l){requestAnimationFrame(function(){setTimeout(function(){l.split(" ").forEach(function(u){',
  'var s=document.createElement("script");s.src=u;s.async=false;document.body.appendChild(s)})})})',
  '})(document.currentScript.dataset.scripts)</script></body></html>',
].join('');
