import { describe, expect, it } from 'vitest';
import { breadcrumbs, isSearchableRoute, keywords, preparePage, vocabularyOf } from './prepare';

// The shape of a built page (minified, as the engine writes it).
const page = (crumbs: string, body: string, meta = '') =>
  `<html><head>${meta}</head><body><nav class=navbar>Guide API</nav><main><article><nav class="theme-doc-breadcrumbs x" aria-label=Breadcrumbs><ul class=breadcrumbs>` +
  `<li class=breadcrumbs__item><a aria-label="Home page" class=breadcrumbs__link href=/><svg></svg></a>${crumbs}</ul></nav>` +
  `<div class="theme-doc-markdown markdown"><header><h1>Create a refund</h1></header>${body}</div></article></main></body></html>`;

const crumbs =
  '<li class=breadcrumbs__item><a class=breadcrumbs__link href=/docs/api/refunds/><span>Refunds</span></a>' +
  '<li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link>Create a refund</span>';

describe('preparePage', () => {
  it('indexes the article only, with its area trail, section and keywords', () => {
    const html = page(
      crumbs,
      '<p>Refunds a payment.</p>',
      '<meta data-rh=true name=keywords content="POST /v1/refunds,createRefund"/>',
    );
    const prepared = preparePage('/docs/api/refunds/create', html);
    expect(prepared?.trail).toBe('API Reference › Refunds');
    expect(prepared?.section).toBe('api');
    expect(prepared?.html).toContain(
      '<article data-pagefind-body data-pagefind-meta="area:API Reference › Refunds" data-pagefind-filter="section:api">',
    );
    expect(prepared?.html).toContain('</h1></header><p data-pagefind-weight="10">POST /v1/refunds · createRefund</p>');
  });

  it('labels the changelog, which has no breadcrumbs', () => {
    const prepared = preparePage('/docs/changelog/', page('', '<h2>October 2025</h2>'));
    expect(prepared?.trail).toBe('Changelog');
    expect(prepared?.section).toBe('changelog');
  });

  it('hands code blocks over empty (code is never indexed), the prose around them whole', () => {
    const code =
      '<pre tabindex=0 class="prism-code language-bash"><code><div class=token-line>curl <span class="token string">\'x\'</span><br/></div></code></pre>';
    const prepared = preparePage('/docs/guide/x', page(crumbs, `<p>Before.</p><div>${code}</div><p>After.</p>`));
    expect(prepared?.html).toContain('<p>Before.</p><div><pre></pre></div><p>After.</p>');
    expect(prepared?.html).not.toContain('curl');
  });

  it('skips pages without an article', () => {
    expect(preparePage('/docs/x', '<html><body><main>No article</main></body></html>')).toBeNull();
  });
});

describe('page parts', () => {
  it('reads breadcrumbs without the home link, and keywords in any quoting', () => {
    expect(breadcrumbs(page(crumbs, ''))).toEqual(['Refunds', 'Create a refund']);
    expect(keywords('<meta name=keywords content=card_declined,expired_card>')).toEqual([
      'card_declined',
      'expired_card',
    ]);
    expect(keywords('<meta name="keywords" content="buy now pay later, BNPL">')).toEqual(['buy now pay later', 'BNPL']);
  });

  it('collects title, heading and keyword words for spelling correction', () => {
    const words = vocabularyOf(
      page(
        crumbs,
        '<h2 id=a>Verify signatures<a class=hash-link>\u200b</a></h2>',
        '<meta name=keywords content=createRefund>',
      ),
    );
    expect(words).toEqual(expect.arrayContaining(['create', 'refund', 'verify', 'signatures', 'createrefund']));
  });

  it('covers the docs pages only', () => {
    expect(isSearchableRoute('/docs/guide/intro')).toBe(true);
    expect(isSearchableRoute('/changelog')).toBe(false);
    expect(isSearchableRoute('/search')).toBe(false);
  });
});
