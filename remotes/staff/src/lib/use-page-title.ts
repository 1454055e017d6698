import { useEffect } from 'react';
import { pageTitle } from '@floorhire/rules';

/** The document title of a staff page (spec 000 §9: the product name as suffix). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
