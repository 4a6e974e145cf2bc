// Each page's title and description, one table for the shell server's HTML and the shell's
// client-side navigation (shell/src/layout/useDocumentTitle.ts imports this file; keep it free of imports).

export const SHOP_NAME = 'Stage Rentals';
export const SHOP_DESCRIPTION = 'Rent professional audio and lighting equipment: speakers, mixers, stage lights. Pick your dates, get a quote, book online.';

export interface PageText {
  title: string;
  description?: string;
  /** Pages of one visitor: kept out of search results. */
  noindex?: boolean;
}

export const PAGE_TEXTS: Record<string, PageText> = {
  '/': { title: `${SHOP_NAME}: audio and lighting gear` },
  '/items': { title: `Audio and lighting gear for hire | ${SHOP_NAME}`, description: 'Speakers, mixers, microphones and stage lights to hire by the day. See prices and availability, then book online.' },
  '/gallery': { title: `Gallery | ${SHOP_NAME}`, description: 'Events lit and amplified with our gear: concerts, weddings, corporate shows.' },
  '/about': { title: `About us | ${SHOP_NAME}` },
  '/contact': { title: `Contact | ${SHOP_NAME}` },
  '/login': { title: `Login | ${SHOP_NAME}`, noindex: true },
  '/register': { title: `Register | ${SHOP_NAME}`, noindex: true },
  '/booking': { title: `Your booking | ${SHOP_NAME}`, noindex: true },
  '/account': { title: `My account | ${SHOP_NAME}`, noindex: true },
  '/forgot-password': { title: `Forgot password | ${SHOP_NAME}`, noindex: true },
  '/reset-password': { title: `Choose a new password | ${SHOP_NAME}`, noindex: true },
  '/verify-email': { title: `Confirm your e-mail | ${SHOP_NAME}`, noindex: true },
};

/** A product's title, as the server writes it and the catalogue sets it after client-side navigation. */
export const productTitle = (name: string, pricePerDay: string) => `${name} for hire, ${pricePerDay} a day | ${SHOP_NAME}`;

/** The title of a page that is not a product's: its own, or the shop's name. */
export function pageText(pathname: string): PageText {
  return PAGE_TEXTS[pathname.replace(/(.)\/$/, '$1')] ?? { title: SHOP_NAME };
}
