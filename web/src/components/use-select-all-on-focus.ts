import { useLayoutEffect, useRef, useState, type FocusEvent, type MouseEvent } from 'react';

export interface SelectAllOnFocusHandlers {
  onMouseDown: (event: MouseEvent<HTMLInputElement>) => void;
  onMouseUp: (event: MouseEvent<HTMLInputElement>) => void;
  onFocus: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * Number fields select their whole text when focus arrives, so that typing replaces the value
 * (as spreadsheets and bank forms do) instead of adding digits to it.
 *
 * - Keyboard focus (Tab, Shift+Tab) and focus given by code (a form focusing the field with an
 *   error): the text is selected in a layout effect, after the render the focus caused. An input
 *   that switches from its formatted text (`$ 12.500,5`) to its editing text (`12500,5`) on focus
 *   gets its new value in that render, and setting a value puts the browser's caret at the end,
 *   undoing the selection Chrome makes on Tab; selecting afterwards applies it to the new text.
 * - Focus by mouse or finger: also the whole text, selected on the mouseup that ends the focusing
 *   click. The caret the browser places on mousedown points into a text the person never saw (the
 *   formatted one), so keeping it would make typed digits land in an unexpected spot; a second
 *   click, on the field already focused, places the caret where it is clicked as usual. A range
 *   dragged during the focusing click is kept.
 *
 * Nothing here runs while the field keeps focus, so the caret and selection the person sets while
 * editing are never moved. One hook serves several inputs (the time input's three parts): each
 * handler works on the element it is called for.
 */
export function useSelectAllOnFocus(): SelectAllOnFocusHandlers {
  // A press on an input that was not focused: the focus that follows comes from a pointer.
  const pressed = useRef<HTMLInputElement | null>(null);
  // The input focused by that press, whose text is selected on the press's mouseup.
  const selectOnMouseUp = useRef<HTMLInputElement | null>(null);
  // A new object for each keyboard focus, so the effect runs once per focus.
  const [request, setRequest] = useState<{ input: HTMLInputElement } | null>(null);

  useLayoutEffect(() => {
    if (!request) return;
    const { input } = request;
    if (input.ownerDocument.activeElement === input) input.select();
  }, [request]);

  return {
    onMouseDown: (event) => {
      const input = event.currentTarget;
      if (input.ownerDocument.activeElement === input) {
        // A click on the focused field places the caret: leave it.
        selectOnMouseUp.current = null;
        pressed.current = null;
      } else {
        pressed.current = input;
      }
    },
    onFocus: (event) => {
      const input = event.currentTarget;
      if (pressed.current === input) {
        pressed.current = null;
        selectOnMouseUp.current = input;
      } else {
        pressed.current = null;
        selectOnMouseUp.current = null;
        setRequest({ input });
      }
    },
    onMouseUp: (event) => {
      const input = event.currentTarget;
      pressed.current = null;
      if (selectOnMouseUp.current !== input) return;
      selectOnMouseUp.current = null;
      // `selectionStart` is null on number inputs, which have no range to keep.
      if (input.selectionStart !== input.selectionEnd) return;
      // Without preventDefault the browser collapses the selection at the end of the click.
      event.preventDefault();
      input.select();
    },
    onBlur: () => {
      pressed.current = null;
      selectOnMouseUp.current = null;
    },
  };
}
