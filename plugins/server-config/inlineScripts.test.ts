import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspHashSource, extractInlineScripts, inlineScriptHashes } from './inlineScripts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('extractInlineScripts', () => {
  it('finds inline scripts in minified HTML, with and without attributes', () => {
    const html =
      '<head><script>!function(){a()}()</script><script type=text/javascript>b()</script>' +
      '<script type="module">import "/x.js"</script></head>';
    expect(extractInlineScripts(html)).toEqual(['!function(){a()}()', 'b()', 'import "/x.js"']);
  });

  it('skips external scripts, data blocks and empty elements', () => {
    const html =
      '<script src=/assets/js/main.1234abcd.js defer></script>' +
      '<script data-rh=true type=application/ld+json>{"@type":"BreadcrumbList"}</script>' +
      '<script type="application/json">{}</script><script></script>' +
      '<script data-src="/x.js">c()</script>';
    expect(extractInlineScripts(html)).toEqual(['c()']);
  });

  it('keeps the exact text, whitespace and line breaks included', () => {
    expect(extractInlineScripts('<script>\n  d();\n</script>')).toEqual(['\n  d();\n']);
  });

  it('reads attributes containing ">" inside quotes', () => {
    expect(extractInlineScripts('<script data-x="a>b">e()</script>')).toEqual(['e()']);
  });
});

describe('hashes', () => {
  it('is the base64 SHA-256 of the UTF-8 text, quoted for CSP', () => {
    // The example of the CSP specification.
    expect(cspHashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    expect(cspHashSource('alert("é")')).toBe(sha('alert("é")'));
  });

  it('lists each distinct script once, sorted', () => {
    const pages = ['<script>a()</script><script>b()</script>', '<script>a()</script>'];
    expect(inlineScriptHashes(pages)).toEqual([sha('a()'), sha('b()')].sort());
  });
});
