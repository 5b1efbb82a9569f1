import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  expectSeededWorkshop,
  operatorThroughApi,
  orderInDevelopment,
  signedInApi,
  signIn,
  today,
  unique,
  type Api,
  type Operator,
} from './fixtures';

/**
 * The live board by lane (issue 22 item 4): a lane per machine, its running work as cards and its
 * paused and pending work folded into counts that open on tap; filters by machine, operator and
 * order kept in the URL and applied by the server; a change of work shows without a reload; at the
 * seeded workshop's size an opened count shows its first few and brings the rest on demand. At a
 * laptop's and a tablet's size.
 */

const LIVE = { timeout: 2_000 };
/** The domain's BOARD_FIRST_ITEMS and BOARD_LANE_PAGE: what an opened count shows at once, and what "Ver más" adds. */
const BOARD_FIRST_ITEMS = 5;
const BOARD_LANE_PAGE = 25;

interface Activity {
  id: number;
  users: { id: number; activity_user_id: number }[];
}

/** An operator's start and pause through the API (set-up: doing it on a tablet is live-board.spec.ts's subject). */
async function operatorApi(page: Page, operator: Operator) {
  const response = await page.request.post('/v1/sign_in', { data: { auth: { username: operator.username, password: operator.password } } });
  expect(response.ok(), `sign in as ${operator.username}`).toBe(true);
  const { jwt } = (await response.json()) as { jwt: string };
  const send = async (method: 'POST' | 'PUT', path: string, data: unknown) => {
    const answer = await page.request.fetch(`/v1${path}`, { method, headers: { Authorization: `Bearer ${jwt}` }, data });
    expect(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  };
  return {
    start: (activityUserId: number) => send('POST', `/activity_users/${activityUserId}/intervals/start`, {}),
    pause: (activityUserId: number) => send('PUT', `/activity_users/${activityUserId}/intervals/pause`, { quantity_produced: 5 }),
  };
}

/**
 * Two machines of their own: on the press, a die cut for Ana, two for Beto and one without a worker (pending, due today); on the guillotine, one of Beto's (pending).
 */
async function workshop(call: Api) {
  const machine = (name: string) => call<{ id: number; name: string }>('POST', '/machines', { machine: { name, hour_cost: 20000 } });
  const press = await machine(unique('Prensa '));
  const guillotine = await machine(unique('Guillotina '));
  const operator = (first: string) => operatorThroughApi(call, { first: unique(first), last: 'Carril', hour_value: 12000 });
  const ana = await operator('Ana');
  const beto = await operator('Beto');
  const reference = unique('Cajas ');
  const order = await orderInDevelopment(call, { reference, quantity: 500, unit_value: 400 });
  const dieCut = (machineId: number, users: number[], due = today(3)) =>
    call<Activity>('POST', '/die_cuts', {
      die_cut: { production_order_id: order.id, die_cut: unique('T-'), quantity: 500, machine_id: machineId, due_date: due, users },
    });
  const running = await dieCut(press.id, [ana.id]);
  const paused = [await dieCut(press.id, [beto.id]), await dieCut(press.id, [beto.id])];
  const pending = await dieCut(press.id, [], today());
  const later = await dieCut(guillotine.id, [beto.id]);
  return { press, guillotine, ana, beto, order, reference, running, paused, pending, later };
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 800, height: 1280 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, hasTouch: viewport.width < 1000 });

    test('groups by machine, opens folded counts on tap, narrows by filters kept in the URL, and follows a start live', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, ADMIN.username, ADMIN.password);
      const call = await signedInApi(page);
      await expectSeededWorkshop(call);
      const shop = await workshop(call);
      // Ana works on hers; Beto started and paused both of his on the press.
      await (await operatorApi(page, shop.ana)).start(shop.running.users[0]!.activity_user_id);
      const beto = await operatorApi(page, shop.beto);
      for (const activity of shop.paused) {
        await beto.start(activity.users[0]!.activity_user_id);
        await beto.pause(activity.users[0]!.activity_user_id);
      }

      await page.goto('/shop_floor');
      const press = page.getByRole('region', { name: shop.press.name });
      const guillotine = page.getByRole('region', { name: shop.guillotine.name });
      // The press runs Ana's work as a card, at the top of the board with the other lanes at work.
      await expect(press.getByRole('article', { name: `Troquelado N.º ${shop.running.id} · ${shop.ana.first} Carril` })).toBeVisible();
      await expect(press.getByRole('article')).toHaveCount(1);
      await expect(guillotine.getByRole('article')).toHaveCount(0);
      await expect(guillotine).toContainText('Nada en curso.');
      // The board stays small and fits the width.
      expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(1_500);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

      // Paused and pending are counts; a tap opens one into lines, large enough for a finger.
      const paused = press.getByRole('button', { name: '2 en pausa' });
      await expect(paused).toHaveAttribute('aria-expanded', 'false');
      expect((await paused.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await (viewport.width < 1000 ? paused.tap() : paused.click());
      await expect(paused).toHaveAttribute('aria-expanded', 'true');
      const lines = press.getByRole('list', { name: `En pausa en ${shop.press.name}` }).getByRole('listitem');
      await expect(lines).toHaveCount(2);
      await expect(lines.first()).toContainText(`Orden N.º ${shop.order.id} · ${shop.reference}`);
      await expect(lines.first()).toContainText(`Troquelado N.º ${shop.paused[0]!.id} · ${shop.beto.first} Carril`);
      await press.getByRole('button', { name: '1 pendiente' }).click();
      await expect(press.getByRole('list', { name: `Pendientes en ${shop.press.name}` })).toContainText(
        `Troquelado N.º ${shop.pending.id} · Sin trabajador asignado Vence hoy (${today()})`,
      );
      await expect(guillotine.getByRole('button', { name: '1 pendiente' })).toBeVisible();

      // Beto's work only: the press keeps its paused count, the guillotine its pending one; a reload keeps the filter.
      const filters = page.getByRole('search', { name: 'Filtros de la planta' });
      await filters.getByRole('combobox', { name: 'Operario' }).fill(shop.beto.first);
      await page.getByRole('option', { name: `${shop.beto.first} Carril` }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]operator=${shop.beto.id}`));
      await expect(press.getByRole('article')).toHaveCount(0);
      await expect(press.getByRole('button', { name: '2 en pausa' })).toBeVisible();
      await expect(press.getByRole('button', { name: /pendiente/ })).toHaveCount(0);
      await page.reload();
      await expect(filters.getByRole('combobox', { name: 'Operario' })).toHaveValue(`${shop.beto.first} Carril`);
      await expect(guillotine.getByRole('button', { name: '1 pendiente' })).toBeVisible();

      // The guillotine alone, and the order: one lane left.
      await filters.getByRole('button', { name: 'Quitar filtros' }).click();
      await filters.getByRole('combobox', { name: 'Máquina' }).fill(shop.guillotine.name);
      await page.getByRole('option', { name: shop.guillotine.name }).click();
      await filters.getByRole('searchbox', { name: 'Orden' }).fill(String(shop.order.id));
      await expect(page).toHaveURL(new RegExp(`[?&]order=${shop.order.id}`));
      await expect(page.getByRole('region', { name: /^(Prensa|Guillotina) / })).toHaveCount(1);
      await expect(guillotine).toBeVisible();

      // Beto starts on the guillotine: its lane shows the work running, without a reload.
      let loads = 0;
      page.on('load', () => (loads += 1));
      await beto.start(shop.later.users[0]!.activity_user_id);
      const live = guillotine.getByRole('article', { name: `Troquelado N.º ${shop.later.id} · ${shop.beto.first} Carril` });
      await expect(live).toBeVisible(LIVE);
      await expect(live.getByRole('timer')).toBeVisible();
      await expect(guillotine.getByRole('button', { name: /pendiente/ })).toHaveCount(0);
      expect(loads, 'the board was never reloaded').toBe(0);
      await page.screenshot({ path: test.info().outputPath('board.png') });

      // At the workshop's real size a count holds more than the board brings: the first few open at
      // once, the rest comes from the server a page at a time (docs/decisions/032).
      await filters.getByRole('button', { name: 'Quitar filtros' }).click();
      await expect(page).not.toHaveURL(/[?&](machine|order)=/);
      const busy = page
        .getByRole('region')
        .filter({ has: page.getByRole('button', { name: new RegExp(`^([3-9]\\d|\\d{3,}) en pausa`) }) })
        .first();
      const count = busy.getByRole('button', { name: /en pausa/ });
      await (viewport.width < 1000 ? count.tap() : count.click());
      const shown = busy.getByRole('list', { name: /^En pausa en / }).getByRole('listitem');
      await expect(shown).toHaveCount(BOARD_FIRST_ITEMS);
      const more = busy.getByRole('button', { name: `Ver ${BOARD_LANE_PAGE} más` });
      expect((await more.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await (viewport.width < 1000 ? more.tap() : more.click());
      await expect(shown).toHaveCount(BOARD_FIRST_ITEMS + BOARD_LANE_PAGE);
    });
  });
}
