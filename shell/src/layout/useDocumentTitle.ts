import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageText } from '../../server/src/pageTitles';

/**
 * After client-side navigation the tab shows the page's title, as the shell server wrote it into
 * the first page's HTML. A product's page sets its own (the catalogue knows its name and price).
 */
export function useDocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!pathname.startsWith('/product/')) document.title = pageText(pathname).title;
  }, [pathname]);
}
