import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  plannedSupplyResponseSchema,
  queryText,
  queryWhole,
  quoteClientsResponseSchema,
  quoteComparisonResponseSchema,
  quoteCreateSchema,
  quoteExternalServiceSchema,
  quoteOptionResponseSchema,
  quoteOptionSchema,
  quoteOptionUpdateSchema,
  quotePlannedSupplySchema,
  quoteResponseSchema,
  quoteSummaryResponseSchema,
  quoteSupplyChoiceResponseSchema,
  quoteUpdateSchema,
} from '@tintero/domain';
import { conflictResponse, validationErrorResponse } from '../../lib/error-answers';
import { sendTable, tableFileResponse, tableFormatField, warmsXlsxWriter } from '../../lib/table-stream';
import { streamQuotesWorkbook } from './excel';
import { todayIn } from '../../lib/dates';
import { idParams, queryId, wrappedBody } from '../../lib/route-schemas';
import { convertQuote, plannedSuppliesOfOrder, quoteComparison } from './conversion';
import {
  addActivity,
  addExternalService,
  addSupply,
  deleteItem,
  updateActivity,
  updateExternalService,
  updateSupply,
} from './planned-work';
import { listAcceptedQuotes, listQuotes, readQuote, searchClients, supplyChoices, type QuoteContext } from './queries';
import { addOption, copyOption, createQuote, deleteOption, updateOption, updateQuote } from './service';

/**
 * Quotes (DESIGN §12.1, docs/decisions/041). Sellers work on their own quotes (the service answers
 * 403 on another's) and receive their money: the quote is their trade (`access.money`); administrators
 * every quote; operators nothing. Converting, the Home's waiting list and what an order compares with
 * its quote are administrators' only.
 */
const SELLERS = { access: { roles: ['seller'] as const, money: ['seller'] as const } };

const optionParams = z.object({ id: queryId(), option_id: queryId() });
const itemParams = optionParams.extend({ item_id: queryId() });

/** A write refused by the quote's state. */
const quoteConflicts = conflictResponse('quote_converted', 'quote_closed');

const listQuery = z.object({
  year: queryWhole(2000, 2200).optional(),
  month: queryWhole(1, 12).optional(),
  search: queryText(256).optional(),
  seller_id: queryWhole(1).optional(),
});

/** The list's month (the current one of the workshop's zone unless given) and filters. */
function monthOf(query: z.output<typeof listQuery>, context: QuoteContext) {
  const [year, month] = todayIn(context.timeZone, context.now).split('-').map(Number) as [number, number];
  return { year: query.year ?? year, month: query.month ?? month, search: query.search, seller_id: query.seller_id };
}

const PLANNED_WORK = [
  { kind: 'activities', key: 'activity', name: 'actividad', schema: z.object({ activity_type: z.string() }).loose() },
  { kind: 'supplies', key: 'supply', name: 'insumo previsto', schema: quotePlannedSupplySchema },
  { kind: 'external_services', key: 'external_service', name: 'servicio externo', schema: quoteExternalServiceSchema },
] as const;

export const quoteRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, options) => {
  const tags = ['quotes'];
  const context = (request: { currentUser: QuoteContext['actor'] }): QuoteContext => ({
    actor: request.currentUser,
    now: app.now(),
    timeZone: options.timeZone,
  });

  app.get(
    '/quotes',
    {
      config: SELLERS,
      schema: {
        tags,
        summary: 'Cotizaciones creadas en un mes (por omisión el actual); un vendedor ve las suyas; búsqueda por cliente o número',
        querystring: listQuery,
        response: { 200: z.array(quoteSummaryResponseSchema) },
      },
      ...warmsXlsxWriter,
    },
    async (request) => {
      const ctx = context(request);
      return listQuotes(app.db, monthOf(request.query, ctx), ctx);
    },
  );

  app.get(
    '/quotes/export_to_excel',
    {
      config: SELLERS,
      schema: {
        tags,
        summary: 'Hoja de cálculo de la lista (en flujo): el mismo mes, vendedor y búsqueda que la lista',
        querystring: listQuery.extend(tableFormatField),
        response: tableFileResponse('cotizaciones'),
      },
    },
    async (request, reply) => {
      const ctx = context(request);
      const { format, ...query } = request.query;
      const filters = monthOf(query, ctx);
      // Headers only once the first batch is read: a failure still answers JSON.
      const table = await streamQuotesWorkbook(app.db, filters, ctx, format);
      return sendTable(reply, `cotizaciones-${filters.year}-${String(filters.month).padStart(2, '0')}`, format, table);
    },
  );

  app.get(
    '/quotes/accepted',
    {
      schema: {
        tags,
        summary: 'Cotizaciones aceptadas que esperan su orden de producción (inicio de los administradores)',
        response: { 200: z.array(quoteSummaryResponseSchema) },
      },
    },
    async (request) => listAcceptedQuotes(app.db, context(request)),
  );

  app.get(
    '/quotes/clients',
    {
      config: SELLERS,
      schema: {
        tags,
        summary: 'Clientes de órdenes y cotizaciones anteriores que contienen el texto (autocompletar, 20 como máximo)',
        querystring: z.object({ q: queryText(256).optional() }),
        response: { 200: quoteClientsResponseSchema },
      },
    },
    async (request) => searchClients(app.db, request.query.q),
  );

  app.get(
    '/quotes/supplies',
    {
      config: SELLERS,
      schema: {
        tags,
        summary: 'Insumos habilitados que una cotización puede prever, con su valor unitario promedio (sin existencias)',
        querystring: z.object({ search: queryText(120).optional() }),
        response: { 200: z.array(quoteSupplyChoiceResponseSchema) },
      },
    },
    async (request) => supplyChoices(app.db, request.query.search),
  );

  app.get(
    '/quotes/:id',
    { config: SELLERS, schema: { tags, params: idParams, response: { 200: quoteResponseSchema() } } },
    async (request) => readQuote(app.db, request.params.id, context(request)),
  );

  app.post(
    '/quotes',
    {
      config: SELLERS,
      schema: {
        tags,
        summary: 'Nueva cotización en borrador, del vendedor que la crea, con una opción; validez por omisión hoy + quote_valid_days',
        body: wrappedBody('quote', quoteCreateSchema),
        response: { 201: quoteResponseSchema() },
      },
    },
    async (request, reply) => reply.status(201).send(await createQuote(app.db, request.body.quote, context(request))),
  );

  app.put(
    '/quotes/:id',
    {
      config: SELLERS,
      schema: {
        tags,
        summary: 'Encabezado y estado (borrador → enviada → aceptada con accepted_option_id | rechazada)',
        params: idParams,
        body: wrappedBody('quote', quoteUpdateSchema),
        response: { 200: quoteResponseSchema(), 409: conflictResponse('quote_converted', 'invalid_transition') },
      },
    },
    async (request) => updateQuote(app.db, request.params.id, request.body.quote, context(request)),
  );

  app.post(
    '/quotes/:id/production_order',
    {
      schema: {
        tags,
        summary:
          'Crear orden: la cotización aceptada se convierte en una orden en revisión con las actividades y servicios de la opción elegida',
        params: idParams,
        response: {
          201: quoteResponseSchema(),
          409: conflictResponse('quote_converted', 'quote_not_accepted'),
          422: validationErrorResponse('Datos inválidos: mensajes por campo'),
        },
      },
    },
    async (request, reply) => reply.status(201).send(await convertQuote(app.db, request.params.id, context(request))),
  );

  // Options.
  app.post(
    '/quotes/:id/options',
    {
      config: SELLERS,
      schema: {
        tags,
        summary: 'Nueva opción (hasta 5), con el trabajo previsto de la última opción (o de copy_from_option_id; null: ninguno)',
        params: idParams,
        body: wrappedBody('option', quoteOptionSchema.extend({ copy_from_option_id: z.int().nullish() })),
        response: { 201: quoteOptionResponseSchema(), 409: quoteConflicts },
      },
    },
    async (request, reply) => reply.status(201).send(await addOption(app.db, request.params.id, request.body.option, context(request))),
  );

  app.put(
    '/quotes/:id/options/:option_id',
    {
      config: SELLERS,
      schema: {
        tags,
        summary: 'Cantidad, margen o precio digitado (null lo borra); los costos se calculan de nuevo',
        params: optionParams,
        body: wrappedBody('option', quoteOptionUpdateSchema),
        response: { 200: quoteOptionResponseSchema(), 409: quoteConflicts },
      },
    },
    async (request) => updateOption(app.db, request.params.id, request.params.option_id, request.body.option, context(request)),
  );

  app.delete(
    '/quotes/:id/options/:option_id',
    {
      config: SELLERS,
      schema: {
        tags,
        summary: 'Elimina una opción (nunca la última); responde la cotización',
        params: optionParams,
        response: { 200: quoteResponseSchema(), 409: conflictResponse('quote_converted', 'quote_closed', 'last_option') },
      },
    },
    async (request) => deleteOption(app.db, request.params.id, request.params.option_id, context(request)),
  );

  app.post(
    '/quotes/:id/options/:option_id/copy',
    {
      config: SELLERS,
      schema: {
        tags,
        summary: 'Copia la opción (cantidad, precio y trabajo previsto) como una opción nueva',
        params: optionParams,
        response: {
          201: quoteOptionResponseSchema(),
          409: quoteConflicts,
          422: validationErrorResponse('Datos inválidos: mensajes por campo'),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await copyOption(app.db, request.params.id, request.params.option_id, context(request))),
  );

  // Planned work under an option: each write answers the option, its work and its new costs.
  for (const { kind, key, name, schema } of PLANNED_WORK) {
    app.post(
      `/quotes/:id/options/:option_id/${kind}`,
      {
        config: SELLERS,
        schema: {
          tags,
          summary: `Agrega un(a) ${name} a la opción; responde la opción con sus costos`,
          params: optionParams,
          body: wrappedBody(key, schema),
          response: { 201: quoteOptionResponseSchema(), 409: quoteConflicts },
        },
      },
      async (request, reply) => {
        const { id, option_id } = request.params;
        const body = (request.body as Record<string, unknown>)[key];
        const ctx = context(request);
        const answer =
          kind === 'activities'
            ? await addActivity(app.db, id, option_id, body, ctx)
            : kind === 'supplies'
              ? await addSupply(app.db, id, option_id, body, ctx)
              : await addExternalService(app.db, id, option_id, body, ctx);
        return reply.status(201).send(answer);
      },
    );

    app.put(
      `/quotes/:id/options/:option_id/${kind}/:item_id`,
      {
        config: SELLERS,
        schema: {
          tags,
          summary: `Cambia un(a) ${name} de la opción (los campos enviados); responde la opción con sus costos`,
          params: itemParams,
          body: wrappedBody(key, schema),
          response: { 200: quoteOptionResponseSchema(), 409: quoteConflicts },
        },
      },
      async (request) => {
        const { id, option_id, item_id } = request.params;
        const body = (request.body as Record<string, unknown>)[key];
        const ctx = context(request);
        if (kind === 'activities') return updateActivity(app.db, id, option_id, item_id, body, ctx);
        if (kind === 'supplies') return updateSupply(app.db, id, option_id, item_id, body, ctx);
        return updateExternalService(app.db, id, option_id, item_id, body, ctx);
      },
    );

    app.delete(
      `/quotes/:id/options/:option_id/${kind}/:item_id`,
      {
        config: SELLERS,
        schema: {
          tags,
          summary: `Quita un(a) ${name} de la opción; responde la opción con sus costos`,
          params: itemParams,
          response: { 200: quoteOptionResponseSchema(), 409: quoteConflicts },
        },
      },
      async (request) => deleteItem(app.db, kind, request.params.id, request.params.option_id, request.params.item_id, context(request)),
    );
  }

  // What an order made from a quote reads of it (administrators).
  app.get(
    '/production_orders/:id/planned_supplies',
    {
      schema: {
        tags,
        summary: 'Insumos previstos: los insumos de la opción cotizada (solo lectura; [] si la orden no viene de una cotización)',
        params: idParams,
        response: { 200: z.array(plannedSupplyResponseSchema) },
      },
    },
    async (request) => plannedSuppliesOfOrder(app.db, request.params.id),
  );

  app.get(
    '/production_orders/:id/quote_comparison',
    {
      schema: {
        tags,
        summary: 'Cotizado vs real: por costo y para el margen, lo cotizado en la opción elegida y lo que la orden lleva',
        params: idParams,
        response: { 200: quoteComparisonResponseSchema },
      },
    },
    async (request) => quoteComparison(app.db, request.params.id),
  );
};
