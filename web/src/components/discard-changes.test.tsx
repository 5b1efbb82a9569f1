import { useMemo } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation, useNavigate } from 'react-router';
import { AppProviders } from '../app/providers';
import { fillAndSave } from '../../test/forms';
import { resetState, signInAs, testQueryClient } from '../../test/helpers';
import { thingSchema, ThingForm } from '../../test/thing-form';
import { useEditForm } from '../lib/form-kit';
import { asNumber, domainResolver } from '../lib/form-values';
import { signOut } from '../lib/session';
import { PageDiscardGuard } from './discard-changes';

/** A new record's row form that starts blank again once saved (the supplies used tab's first row). */
function RowForm() {
  const initial = useMemo(() => ({ name: '', quantity: null, note: '' }), []);
  const { form, formProps } = useEditForm({
    initial,
    isNew: true,
    resolver: domainResolver(thingSchema),
    send: async (data) => data,
    messages: { failed: 'No.' },
    onSaved: (): void => form.reset(initial),
    autoFocus: false,
  });
  return (
    <form {...formProps} aria-label="Fila">
      <input aria-label="Fila nombre" {...form.register('name')} />
      <input aria-label="Fila cantidad" type="number" {...form.register('quantity', { setValueAs: asNumber })} />
      <button type="submit">Agregar</button>
    </form>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/** A screen with a page form (not in a dialog) that goes to another screen once saved. */
function FormScreen() {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/other">Insumos</Link>
      <Link to="/form?tab=2">Otra pestaña</Link>
      <ThingForm send={async (data) => data} onSaved={() => navigate('/other')} />
    </>
  );
}

function renderScreens(path = '/form') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <ModalsProvider>
            <Where />
            <PageDiscardGuard>
              <Outlet />
            </PageDiscardGuard>
          </ModalsProvider>
        ),
        children: [
          { path: '/', element: <p>Inicio</p> },
          { path: '/form', element: <FormScreen /> },
          { path: '/other', element: <p>Otra pantalla</p> },
          {
            path: '/rows',
            element: (
              <>
                <Link to="/other">Insumos</Link>
                <RowForm />
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user: userEvent.setup() };
}

const where = () => screen.getByTestId('where').textContent;
const nameInput = () => screen.getByLabelText('Nombre', { selector: 'input' });
const question = () => screen.findByRole('dialog', { name: /¿Descartar los cambios\?/ });
const noQuestion = () => expect(screen.queryByRole('dialog', { name: /¿Descartar/ })).not.toBeInTheDocument();

describe('leaving a screen whose form holds typed data', () => {
  beforeEach(() => {
    resetState();
    signInAs({ id: 1, role: 'administrator' });
  });

  it('asks first: "Seguir editando" keeps the screen and the text, "Descartar" goes', async () => {
    const { user } = renderScreens();
    await user.type(nameInput(), 'Papelería Norte');
    await user.click(screen.getByRole('link', { name: 'Insumos' }));

    await user.click(within(await question()).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(noQuestion);
    expect(where()).toBe('/form');
    expect(nameInput()).toHaveValue('Papelería Norte');

    await user.click(screen.getByRole('link', { name: 'Insumos' }));
    await user.click(within(await question()).getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByText('Otra pantalla')).toBeInTheDocument();
    expect(where()).toBe('/other');
  });

  it('asks on Back too, and Escape on the question stays', async () => {
    const { router, user } = renderScreens();
    await user.type(nameInput(), 'Caja');
    await act(() => router.navigate(-1));
    await question();
    await user.keyboard('{Escape}');
    await waitFor(noQuestion);
    expect(where()).toBe('/form');
    expect(nameInput()).toHaveValue('Caja');
  });

  it("does not ask when nothing was typed, nor for a change of the same screen's query", async () => {
    const { user } = renderScreens();
    await user.click(screen.getByRole('link', { name: 'Otra pestaña' }));
    await waitFor(() => expect(where()).toBe('/form?tab=2'));
    await user.type(nameInput(), 'Caja');
    await user.clear(nameInput());
    await user.click(screen.getByRole('link', { name: 'Insumos' }));
    expect(await screen.findByText('Otra pantalla')).toBeInTheDocument();
    noQuestion();
  });

  it('does not ask after a successful save moves to another screen', async () => {
    const { user } = renderScreens();
    await fillAndSave(user, { Nombre: 'Caja', Cantidad: '2' });
    expect(await screen.findByText('Otra pantalla')).toBeInTheDocument();
    noQuestion();
  });

  it('does not ask once a row form that starts blank again has saved its record', async () => {
    const { user } = renderScreens('/rows');
    await fillAndSave(user, { 'Fila nombre': 'Tinta', 'Fila cantidad': '2' }, { save: 'Agregar' });
    await waitFor(() => expect(screen.getByLabelText('Fila nombre')).toHaveValue(''));
    await user.click(screen.getByRole('link', { name: 'Insumos' }));
    expect(await screen.findByText('Otra pantalla')).toBeInTheDocument();
    noQuestion();
  });

  it("the browser's reload or close asks (beforeunload) only while there is typed data", async () => {
    const { user } = renderScreens();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      fireEvent(window, event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(nameInput(), 'Caja');
    expect(unload()).toBe(true);
  });

  it('a sign-out is never held back', async () => {
    const { router, user } = renderScreens();
    await user.type(nameInput(), 'Caja');
    act(() => signOut('expired'));
    await act(() => router.navigate('/other'));
    expect(await screen.findByText('Otra pantalla')).toBeInTheDocument();
    noQuestion();
  });
});
