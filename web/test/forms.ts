import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Where a form is: the whole screen, or a dialog or row of it. */
type Scope = HTMLElement | undefined;

const queriesOf = (scope: Scope) => (scope ? within(scope) : screen);

/** The input, select or text area whose label is exactly `label` (on the screen, or inside `scope`). */
export const field = (label: string, scope?: Scope) =>
  queriesOf(scope).getByLabelText(label, { exact: true, selector: 'input, select, textarea' });

/**
 * Sets each field by its label to its value, in the order given, as a person does: a select picks
 * the option, any other field is emptied and then typed into (to add to what a field holds, type).
 */
export async function fill(user: UserEvent, values: Record<string, string>, { within: scope }: { within?: HTMLElement } = {}) {
  for (const [label, value] of Object.entries(values)) {
    const element = field(label, scope);
    if (element instanceof HTMLSelectElement) {
      await user.selectOptions(element, value);
    } else {
      await user.clear(element);
      await user.type(element, value);
    }
  }
}

/**
 * The steps of a form test: fill the fields (see fill), then click the save button ('Guardar'
 * unless `save` names another). What the test is about, the field error or the request sent, it
 * then asserts itself.
 */
export async function fillAndSave(
  user: UserEvent,
  values: Record<string, string>,
  { save = 'Guardar', within: scope }: { save?: string; within?: HTMLElement } = {},
) {
  await fill(user, values, { within: scope });
  await user.click(queriesOf(scope).getByRole('button', { name: save }));
}
