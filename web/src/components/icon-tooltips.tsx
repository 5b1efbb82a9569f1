import { useEffect, useState } from 'react';
import { Tooltip } from '@mantine/core';

/** What an icon button carries to have its name shown on hover: `<ActionIcon {...iconTooltip(label)}>`. */
export const iconTooltip = (label: string) => ({ 'data-tooltip': label });

const TOOLTIP_SELECTOR = '[data-tooltip]';

interface Shown {
  element: HTMLElement;
  label: string;
}

/** The element under the event that asks for a tooltip, if any. */
function tooltipTarget(event: Event): HTMLElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLElement>(TOOLTIP_SELECTOR) : null;
}

/**
 * The one tooltip of the signed-in screens, shown over whichever icon button (`iconTooltip`) the
 * mouse is on. A tooltip per button cost every row of a long list its floating-position hooks
 * (a month's order list draws four a row, ~40 ms of its first render under a slow CPU's ×4); one
 * host listening on the document costs nothing until a mouse arrives. The button's name stays its
 * `aria-label`, so a finger or a screen reader needs none of this (nothing hidden behind hover).
 */
export function IconTooltips() {
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    const over = (event: PointerEvent) => {
      // A finger's tap is not a hover: on a tablet the button's name is its aria-label alone.
      if (event.pointerType === 'touch') return;
      const element = tooltipTarget(event);
      const label = element?.dataset.tooltip;
      setShown((current) =>
        element && label ? (current?.element === element && current.label === label ? current : { element, label }) : null,
      );
    };
    const hide = () => setShown(null);
    document.addEventListener('pointerover', over);
    // A click opens a dialog or leaves the screen: the tooltip goes with it.
    document.addEventListener('pointerdown', hide);
    document.addEventListener('scroll', hide, { capture: true, passive: true });
    return () => {
      document.removeEventListener('pointerover', over);
      document.removeEventListener('pointerdown', hide);
      document.removeEventListener('scroll', hide, { capture: true });
    };
  }, []);

  if (!shown) return null;
  return <Tooltip target={shown.element} label={shown.label} opened />;
}
