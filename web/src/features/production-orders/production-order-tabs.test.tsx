import { useEffect, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { mockApi, orderBasicsFixture, renderApp, renderWithProviders, resetState, signInAs } from '../../../test/helpers';
import type { ProductionOrderTabDefinition, ProductionOrderTabProps } from '../../lib/production-order-extensions';
import { productionOrderTabs } from '../../app/production-order-tabs';
import { ProductionOrderTabs } from './components/production-order-tabs';
import { orderFixture } from './test-data';

const order = orderBasicsFixture();

/** A tab whose content counts how often it mounts and keeps typed text in state. */
function fakeTab(value: string, options: { loadsAtOnce?: boolean } = {}) {
  const mounts = { count: 0 };
  function Content({ order: { reference } }: ProductionOrderTabProps) {
    const [text, setText] = useState('');
    useEffect(() => {
      mounts.count += 1;
    }, []);
    return (
      <label>
        {`Contenido ${value} de ${reference}`}
        <input value={text} onChange={(event) => setText(event.currentTarget.value)} />
      </label>
    );
  }
  const load = vi.fn(() => Promise.resolve(Content));
  const definition: ProductionOrderTabDefinition = { value, labelKey: `tab ${value}`, load, ...options };
  return { definition, load, mounts };
}

function renderTabs(tabs: ProductionOrderTabDefinition[], path = '/production_orders/7/edit', onContentShown?: () => void) {
  const router = createMemoryRouter(
    [
      {
        path: '/production_orders/:id/edit',
        element: (
          <ProductionOrderTabs
            tabs={tabs}
            order={order}
            closed={false}
            refreshOrder={() => Promise.resolve()}
            onContentShown={onContentShown}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('production order tab bar', () => {
  beforeEach(() => resetState());

  it('draws the first tab, fetches the code of the ones marked loadsAtOnce without drawing them, others on first opening, and keeps them mounted', async () => {
    const first = fakeTab('uno');
    const atOnce = fakeTab('dos', { loadsAtOnce: true });
    const later = fakeTab('tres');
    const user = userEvent.setup();
    const router = renderTabs([first.definition, atOnce.definition, later.definition]);

    expect(await screen.findByText('Contenido uno de Cajas plegadizas 250 g')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'tab uno' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(atOnce.load).toHaveBeenCalledTimes(1));
    expect(atOnce.mounts.count).toBe(0);
    expect(screen.queryByText('Contenido dos de Cajas plegadizas 250 g')).not.toBeInTheDocument();
    expect(later.load).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Contenido uno de Cajas plegadizas 250 g'), 'sin guardar');
    await user.click(screen.getByRole('tab', { name: 'tab tres' }));
    expect(await screen.findByText('Contenido tres de Cajas plegadizas 250 g')).toBeVisible();
    expect(later.load).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('?tab=tres');

    await user.click(screen.getByRole('tab', { name: 'tab uno' }));
    expect(screen.getByLabelText('Contenido uno de Cajas plegadizas 250 g')).toHaveValue('sin guardar');
    await user.click(screen.getByRole('tab', { name: 'tab dos' }));
    expect(await screen.findByText('Contenido dos de Cajas plegadizas 250 g')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'tab tres' }));
    expect(first.mounts.count).toBe(1);
    expect(atOnce.mounts.count).toBe(1);
    // Its code was fetched once, ahead of the opening.
    expect(atOnce.load).toHaveBeenCalledTimes(1);
    expect(later.mounts.count).toBe(1);
    expect(first.load).toHaveBeenCalledTimes(1);
    expect(later.load).toHaveBeenCalledTimes(1);
  });

  it('opens the tab named in the URL', async () => {
    const first = fakeTab('uno');
    const second = fakeTab('dos');
    renderTabs([first.definition, second.definition], '/production_orders/7/edit?tab=dos');
    expect(await screen.findByText('Contenido dos de Cajas plegadizas 250 g')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'tab dos' })).toHaveAttribute('aria-selected', 'true');
    expect(first.load).not.toHaveBeenCalled();
  });

  it("says when the open tab's content has been drawn, so the history below can wait for it", async () => {
    const tab = fakeTab('uno');
    let arrive: (component: Awaited<ReturnType<typeof tab.load>>) => void = () => undefined;
    const loaded = tab.load();
    tab.load.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    const shown = vi.fn();
    renderTabs([tab.definition], undefined, shown);
    expect(await screen.findByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
    expect(shown).not.toHaveBeenCalled();
    arrive(await loaded);
    expect(await screen.findByText('Contenido uno de Cajas plegadizas 250 g')).toBeVisible();
    expect(shown).toHaveBeenCalled();
  });

  it('the app layer starts with the order form tab, loaded at once', () => {
    expect(productionOrderTabs.slice(0, 1).map(({ value, labelKey, loadsAtOnce }) => ({ value, labelKey, loadsAtOnce }))).toEqual([
      { value: 'order', labelKey: 'productionOrder.tabs.order', loadsAtOnce: true },
    ]);
  });

  it('the supplies used load with the edit screen, before their tab is opened, and the tab shows them without asking again (issue 22, item 16)', async () => {
    signInAs({ id: 1, role: 'administrator' });
    const used = { id: 31, supply_id: 3, supply_name: 'Tinta negra', unit_of_measurement: 'Kilogramo', quantity: 0.5, editable: true };
    const { calls } = mockApi({
      'GET /v1/production_orders/7': { body: orderFixture({ status: 'developing' }) },
      'GET /v1/production_orders/7/supplies_used': { body: [used] },
    });
    const askedForUsed = () => calls.filter((call) => call.url.pathname === '/v1/production_orders/7/supplies_used').length;
    const user = userEvent.setup();
    renderApp('/production_orders/7/edit');

    await waitFor(() => expect(askedForUsed()).toBe(1));
    expect(await screen.findByRole('tab', { name: 'Orden de producción' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('form', { name: 'Insumo utilizado Tinta negra' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Insumos utilizados' }));
    expect(await screen.findByRole('form', { name: 'Insumo utilizado Tinta negra' })).toBeInTheDocument();
    expect(askedForUsed()).toBe(1);
  });
});
