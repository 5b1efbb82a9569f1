import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Anchor, Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Long free text kept to a few lines in a table cell. When it is cut, a "Ver más" button under it
 * shows the whole text: a tap works on a tablet, where a hover tooltip never shows.
 */
export function ClampedText({ children, lines = 2 }: { children: ReactNode; lines?: number }) {
  const { t } = useTranslation();
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
    <Box>
      <Text ref={textRef} inherit lineClamp={expanded ? undefined : lines} style={{ whiteSpace: 'pre-line' }}>
        {children}
      </Text>
      {cut || expanded ? (
        <Anchor component="button" type="button" size="sm" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
          {expanded ? t('common.table.showLess') : t('common.table.showMore')}
        </Anchor>
      ) : null}
    </Box>
  );
}
