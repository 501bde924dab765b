import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './SkipLink.module.css';

/** The id of each layout's main region, the skip link's target. */
export const MAIN_ID = 'main-content';

/** "Skip to main content": the first stop of the Tab key, past the header and the menu. */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className={classes.link} href={`#${MAIN_ID}`} onClick={skip}>
      {t('nav.skipToContent')}
    </a>
  );
}
