/**
 * The provider's identity, in one place: a rebrand is an edit to this file.
 *
 * Read by the site config (Node), by React pages and components (browser),
 * and by the remark plugin that expands brand tokens in Markdown and MDX.
 * The provider is fictional; its domains use the reserved `.example` TLD so
 * no link can ever point at a real company.
 */
export const brand = {
  /** The provider's name, as customers see it. */
  name: 'Paysari',
  /** The documentation site's title. */
  docsTitle: 'Paysari Docs',
  /** The site's tagline (fixed by the specification). */
  tagline: 'Explore our guides to integrate the provider to your business.',
  /** Where this documentation site is published. */
  docsUrl: 'https://docs.paysari.example',
  /** The REST API's base URL, version included. */
  apiBaseUrl: 'https://api.paysari.example/v1',
  /** The merchant dashboard. */
  dashboardUrl: 'https://dashboard.paysari.example',
  /** The client-side library that collects payment details in the browser. */
  jsLibraryUrl: 'https://js.paysari.example/v1/paysari.js',
  /**
   * Where the provider serves payment pages of its own: redirects (3-D
   * Secure, wallet approval), billing statement pages and QR Ph images.
   */
  paymentPagesUrl: 'https://pay.paysari.example',
  /** Where hosted checkout pages live: a checkout session's `checkout_url` is this plus the session id. */
  checkoutUrl: 'https://checkout.paysari.example',
  /** The global the client-side library defines in the browser. */
  jsLibraryGlobal: 'Paysari',
  /** Where merchants ask for help. */
  supportEmail: 'support@paysari.example',
  /** The company's public profiles (three social networks). */
  social: [
    { label: 'GitHub', href: 'https://github.com/paysari-example' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/paysari-example' },
    { label: 'YouTube', href: 'https://www.youtube.com/@paysari-example' },
  ],
  /** The year the footer's copyright line names (fixed by the specification). */
  copyrightYear: 2025,
} as const;

export type Brand = typeof brand;

/**
 * Tokens that Markdown and MDX pages (prose and code blocks alike) may use
 * instead of spelling out the provider's identity. Expanded at build time.
 */
export const brandTokens: Readonly<Record<string, string>> = {
  '%PROVIDER%': brand.name,
  '%DOCS_URL%': brand.docsUrl,
  '%API_BASE_URL%': brand.apiBaseUrl,
  '%DASHBOARD_URL%': brand.dashboardUrl,
  '%JS_LIBRARY_URL%': brand.jsLibraryUrl,
  '%PAYMENT_PAGES_URL%': brand.paymentPagesUrl,
  '%CHECKOUT_URL%': brand.checkoutUrl,
  '%JS_GLOBAL%': brand.jsLibraryGlobal,
  '%SUPPORT_EMAIL%': brand.supportEmail,
};

/** Replaces every brand token in `text`. */
export function expandBrandTokens(text: string): string {
  let out = text;
  for (const [token, value] of Object.entries(brandTokens)) {
    out = out.split(token).join(value);
  }
  return out;
}
