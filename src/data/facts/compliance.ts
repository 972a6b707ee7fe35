/**
 * Compliance facts: the Content-Security-Policy sources a merchant's page
 * needs for the client-side library, stated on the compliance guide and the
 * Elements guide. Derived from the provider's identity in src/brand.ts, so a
 * rebrand changes them too.
 */
import { brand } from '../../brand';

const origin = (url: string): string => new URL(url).origin;

export const compliance = {
  csp: {
    /** The library's script, and the card element's iframe, come from the library's origin. */
    scriptSrc: origin(brand.jsLibraryUrl),
    frameSrc: origin(brand.jsLibraryUrl),
    /** The library confirms and reads payment intents on the API's origin. */
    connectSrc: origin(brand.apiBaseUrl),
    /** QR Ph images (`next_action.qr.image_url`) are served from the payment pages' origin. */
    imgSrc: origin(brand.paymentPagesUrl),
  },
  /** The PCI DSS self-assessment questionnaire for hosted checkout and for the card element. */
  saq: 'SAQ A',
} as const;
