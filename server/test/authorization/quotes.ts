import { activityDefinition } from '@tintero/domain';
import type { App } from '../../src/app';
import { bearer } from '../helpers';
import { createSupply } from '../supply-helpers';
import { plannedActivity } from '../quote-helpers';
import { type Actor, type AuthorizationArea, type RouteCase, adminOnly, answers } from './matrix';

/**
 * The rows of quotes and settings (DESIGN §12.1, docs/decisions/041): sellers on their own quotes
 * (`own`: the seller's quote, which administrators reach too), not on someone else's (`others`: an
 * administrator's quote); operators never. Converting, the Home's list, the settings and what an
 * order reads of its quote are administrators' only. Each actor that may write gets its own record
 * where a write uses one up (a deleted option, a deleted item).
 */
const sellers = (ok: number) => answers({ administrator: ok, operator: 403, seller: ok });
const othersRecord = (ok: number) => answers({ administrator: ok, operator: 403, seller: 403 });

const ids = {
  supply: 0,
  own: 0,
  ownOption: 0,
  others: 0,
  othersOption: 0,
  accepted: 0,
  order: 0,
  /** Per actor: the option (own quote) and items each deletes. */
  ownDeletedOption: {} as Partial<Record<Actor, number>>,
  othersDeletedOption: 0,
  ownItems: {} as Record<string, { put: number; deleted: Partial<Record<Actor, number>> }>,
  othersItems: {} as Record<string, { put: number; deleted: number }>,
};

const KINDS = [
  {
    kind: 'activities',
    name: 'a planned activity',
    body: () => plannedActivity(activityDefinition('die_cut')),
    update: () => ({ activity: { observation: 'Con cuidado' } }),
  },
  {
    kind: 'supplies',
    name: 'a planned supply',
    body: () => ({ supply: { supply_id: ids.supply, quantity: 1 } }),
    update: () => ({ supply: { quantity: 2 } }),
  },
  {
    kind: 'external_services',
    name: 'a planned external service',
    body: () => ({ external_service: { kind: 'Plastificado', provider: 'Plastic SAS', value: 100 } }),
    update: () => ({ external_service: { value: 150 } }),
  },
] as const;

const ownOption = () => `/v1/quotes/${ids.own}/options/${ids.ownOption}`;
const othersOption = () => `/v1/quotes/${ids.others}/options/${ids.othersOption}`;

const plannedWorkCases: RouteCase[] = KINDS.flatMap(({ kind, name, body, update }) => [
  {
    name: `add ${name} to one's own quote`,
    method: 'POST' as const,
    route: `/v1/quotes/:id/options/:option_id/${kind}`,
    record: 'own' as const,
    url: () => `${ownOption()}/${kind}`,
    body,
    expected: sellers(201),
  },
  {
    name: `add ${name} to someone else's quote`,
    method: 'POST' as const,
    route: `/v1/quotes/:id/options/:option_id/${kind}`,
    record: 'others' as const,
    url: () => `${othersOption()}/${kind}`,
    body,
    expected: othersRecord(201),
  },
  {
    name: `change ${name} of one's own quote`,
    method: 'PUT' as const,
    route: `/v1/quotes/:id/options/:option_id/${kind}/:item_id`,
    record: 'own' as const,
    url: () => `${ownOption()}/${kind}/${ids.ownItems[kind]!.put}`,
    body: update,
    expected: sellers(200),
  },
  {
    name: `change ${name} of someone else's quote`,
    method: 'PUT' as const,
    route: `/v1/quotes/:id/options/:option_id/${kind}/:item_id`,
    record: 'others' as const,
    url: () => `${othersOption()}/${kind}/${ids.othersItems[kind]!.put}`,
    body: update,
    expected: othersRecord(200),
  },
  {
    name: `remove ${name} of one's own quote`,
    method: 'DELETE' as const,
    route: `/v1/quotes/:id/options/:option_id/${kind}/:item_id`,
    record: 'own' as const,
    url: (actor: Actor) => `${ownOption()}/${kind}/${ids.ownItems[kind]!.deleted[actor] ?? ids.ownItems[kind]!.put}`,
    expected: sellers(200),
  },
  {
    name: `remove ${name} of someone else's quote`,
    method: 'DELETE' as const,
    route: `/v1/quotes/:id/options/:option_id/${kind}/:item_id`,
    record: 'others' as const,
    url: () => `${othersOption()}/${kind}/${ids.othersItems[kind]!.deleted}`,
    expected: othersRecord(200),
  },
]);

const cases: RouteCase[] = [
  { name: 'read the settings', method: 'GET', route: '/v1/settings', url: () => '/v1/settings', expected: adminOnly(200) },
  {
    name: 'change the settings',
    method: 'PUT',
    route: '/v1/settings',
    url: () => '/v1/settings',
    body: () => ({ setting: { standard_hour_rate: 20000 } }),
    expected: adminOnly(200),
  },
  {
    name: "read what a quote's print view shows of the settings",
    method: 'GET',
    route: '/v1/settings/public',
    url: () => '/v1/settings/public',
    expected: sellers(200),
  },
  { name: 'list quotes', method: 'GET', route: '/v1/quotes', url: () => '/v1/quotes?search=cart', expected: sellers(200) },
  {
    name: 'the quotes list as a spreadsheet',
    method: 'GET',
    route: '/v1/quotes/export_to_excel',
    url: () => '/v1/quotes/export_to_excel?format=csv',
    expected: sellers(200),
  },
  {
    name: 'list accepted quotes waiting for their order',
    method: 'GET',
    route: '/v1/quotes/accepted',
    url: () => '/v1/quotes/accepted',
    expected: adminOnly(200),
  },
  { name: 'suggest clients', method: 'GET', route: '/v1/quotes/clients', url: () => '/v1/quotes/clients?q=car', expected: sellers(200) },
  {
    name: 'supplies a quote may plan',
    method: 'GET',
    route: '/v1/quotes/supplies',
    url: () => '/v1/quotes/supplies?search=pap',
    expected: sellers(200),
  },
  {
    name: "read one's own quote",
    method: 'GET',
    route: '/v1/quotes/:id',
    record: 'own',
    url: () => `/v1/quotes/${ids.own}`,
    expected: sellers(200),
  },
  {
    name: "read someone else's quote",
    method: 'GET',
    route: '/v1/quotes/:id',
    record: 'others',
    url: () => `/v1/quotes/${ids.others}`,
    expected: othersRecord(200),
  },
  {
    name: 'create a quote',
    method: 'POST',
    route: '/v1/quotes',
    url: () => '/v1/quotes',
    body: () => ({ quote: { client: 'Cartones del Sur' } }),
    expected: sellers(201),
  },
  {
    name: "update one's own quote",
    method: 'PUT',
    route: '/v1/quotes/:id',
    record: 'own',
    url: () => `/v1/quotes/${ids.own}`,
    body: () => ({ quote: { observation: 'Cliente nuevo' } }),
    expected: sellers(200),
  },
  {
    name: "update someone else's quote",
    method: 'PUT',
    route: '/v1/quotes/:id',
    record: 'others',
    url: () => `/v1/quotes/${ids.others}`,
    body: () => ({ quote: { observation: 'Revisada' } }),
    expected: othersRecord(200),
  },
  {
    name: 'convert an accepted quote into an order',
    method: 'POST',
    route: '/v1/quotes/:id/production_order',
    url: () => `/v1/quotes/${ids.accepted}/production_order`,
    expected: adminOnly(201),
  },
  // Deletes first, so the additions below stay within five options.
  {
    name: "delete an option of one's own quote",
    method: 'DELETE',
    route: '/v1/quotes/:id/options/:option_id',
    record: 'own',
    url: (actor) => `/v1/quotes/${ids.own}/options/${ids.ownDeletedOption[actor] ?? ids.ownOption}`,
    expected: sellers(200),
  },
  {
    name: "delete an option of someone else's quote",
    method: 'DELETE',
    route: '/v1/quotes/:id/options/:option_id',
    record: 'others',
    url: () => `/v1/quotes/${ids.others}/options/${ids.othersDeletedOption}`,
    expected: othersRecord(200),
  },
  {
    name: "add an option to one's own quote",
    method: 'POST',
    route: '/v1/quotes/:id/options',
    record: 'own',
    url: () => `/v1/quotes/${ids.own}/options`,
    body: () => ({ option: { quantity: 5000, markup_percent: 25 } }),
    expected: sellers(201),
  },
  {
    name: "add an option to someone else's quote",
    method: 'POST',
    route: '/v1/quotes/:id/options',
    record: 'others',
    url: () => `/v1/quotes/${ids.others}/options`,
    body: () => ({ option: { quantity: 5000 } }),
    expected: othersRecord(201),
  },
  {
    name: "change an option of one's own quote",
    method: 'PUT',
    route: '/v1/quotes/:id/options/:option_id',
    record: 'own',
    url: () => ownOption(),
    body: () => ({ option: { markup_percent: 40 } }),
    expected: sellers(200),
  },
  {
    name: "change an option of someone else's quote",
    method: 'PUT',
    route: '/v1/quotes/:id/options/:option_id',
    record: 'others',
    url: () => othersOption(),
    body: () => ({ option: { price: 90000 } }),
    expected: othersRecord(200),
  },
  {
    name: "copy an option of one's own quote",
    method: 'POST',
    route: '/v1/quotes/:id/options/:option_id/copy',
    record: 'own',
    url: () => `${ownOption()}/copy`,
    expected: sellers(201),
  },
  {
    name: "copy an option of someone else's quote",
    method: 'POST',
    route: '/v1/quotes/:id/options/:option_id/copy',
    record: 'others',
    url: () => `${othersOption()}/copy`,
    expected: othersRecord(201),
  },
  ...plannedWorkCases,
  {
    name: "insights' quotes figures",
    method: 'GET',
    route: '/v1/insights/quotes',
    url: () => '/v1/insights/quotes?from_date=2026-01-01&to_date=2030-12-31',
    expected: adminOnly(200),
  },
  {
    name: "an order's planned supplies",
    method: 'GET',
    route: '/v1/production_orders/:id/planned_supplies',
    url: () => `/v1/production_orders/${ids.order}/planned_supplies`,
    expected: adminOnly(200),
  },
  {
    name: "an order's quoted vs actual",
    method: 'GET',
    route: '/v1/production_orders/:id/quote_comparison',
    url: () => `/v1/production_orders/${ids.order}/quote_comparison`,
    expected: adminOnly(200),
  },
];

async function call(app: App, token: string, method: 'POST' | 'PUT', url: string, payload?: object) {
  const response = await app.inject({ method, url, headers: bearer(token), payload });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
  return response.json() as { id: number; options: { id: number }[]; activities: { id: number }[]; supplies: { id: number }[] } & Record<
    string,
    { id: number }[]
  >;
}

async function acceptedQuote(app: App, token: string) {
  const quote = await call(app, token, 'POST', '/v1/quotes', {
    quote: { client: 'Cartones del Sur', delivery_day: '2030-01-15', quantity: 1000 },
  });
  const option = quote.options[0]!.id;
  await call(app, token, 'POST', `/v1/quotes/${quote.id}/options/${option}/supplies`, { supply: { supply_id: ids.supply, quantity: 3 } });
  await call(app, token, 'PUT', `/v1/quotes/${quote.id}`, { quote: { status: 'sent' } });
  await call(app, token, 'PUT', `/v1/quotes/${quote.id}`, { quote: { status: 'accepted', accepted_option_id: option } });
  return quote.id;
}

export const quotesArea: AuthorizationArea = {
  cases,
  async setup(app, actors) {
    const admin = actors.tokens.administrator;
    const seller = actors.tokens.seller;
    ids.supply = (await createSupply(app, admin, { name: `Papel ${Date.now()}`, quantity: 10, unit_value: 100 })).id;

    const own = await call(app, seller, 'POST', '/v1/quotes', { quote: { client: 'Cartones del Sur' } });
    ids.own = own.id;
    ids.ownOption = own.options[0]!.id;
    for (const actor of ['administrator', 'seller'] as const) {
      const option = await call(app, seller, 'POST', `/v1/quotes/${ids.own}/options`, {
        option: { quantity: 10, copy_from_option_id: null },
      });
      ids.ownDeletedOption[actor] = option.id;
    }
    const others = await call(app, admin, 'POST', '/v1/quotes', { quote: { client: 'Empaques Andinos' } });
    ids.others = others.id;
    ids.othersOption = others.options[0]!.id;
    ids.othersDeletedOption = (await call(app, admin, 'POST', `/v1/quotes/${ids.others}/options`, { option: { quantity: 10 } })).id;

    for (const { kind, body } of KINDS) {
      const added = async (token: string, url: string) => {
        const option = await call(app, token, 'POST', `${url}/${kind}`, body());
        return option[kind]!.at(-1)!.id;
      };
      ids.ownItems[kind] = {
        put: await added(seller, ownOption()),
        deleted: { administrator: await added(seller, ownOption()), seller: await added(seller, ownOption()) },
      };
      ids.othersItems[kind] = { put: await added(admin, othersOption()), deleted: await added(admin, othersOption()) };
    }

    ids.accepted = await acceptedQuote(app, seller);
    const converted = await acceptedQuote(app, seller);
    const order = await call(app, admin, 'POST', `/v1/quotes/${converted}/production_order`);
    ids.order = (order as unknown as { production_order_id: number }).production_order_id;
  },
};
