import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './clamped-text.module.css';

/**
 * Long free text kept to a few lines in a table cell. When it is cut, a "Ver más" button under it
 * shows the whole text: a tap works on a tablet, where a hover tooltip never shows. Plain elements,
 * not Mantine's Text: a month's list draws two a row.
 */
export function ClampedText({ children, lines = 2 }: { children: ReactNode; lines?: number }) {
  const textRef = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(false);

  // Whether the text is cut depends on the cell's width, which changes with the window.
  useLayoutEffect(() => {
    const element = textRef.current;
    if (!element) return;
    const measure = () => setCut(element.scrollHeight - element.clientHeight > 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [children, expanded, lines]);

  return (
    <div>
      <p
        ref={textRef}
        className={classes.text}
        data-clamped={expanded ? undefined : true}
        style={expanded ? undefined : ({ '--text-line-clamp': lines } as CSSProperties)}
      >
        {children}
      </p>
      {cut || expanded ? <ShowMoreButton expanded={expanded} onToggle={() => setExpanded((open) => !open)} /> : null}
    </div>
  );
}

/** Its own component, so that a cell whose text fits asks nothing of the translations. */
function ShowMoreButton({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <Anchor component="button" type="button" size="sm" aria-expanded={expanded} onClick={onToggle}>
      {expanded ? t('common.table.showLess') : t('common.table.showMore')}
    </Anchor>
  );
}
