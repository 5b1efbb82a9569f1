import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  noContentResponseSchema,
  ruleActualsResponseSchema,
  ruleConditionResponseSchema,
  timeEstimationRuleResponseSchema,
  timeEstimationRuleSchema,
  timeEstimationRulesPageResponseSchema,
  timeEstimationRuleUpdateSchema,
  queryText,
  rulePageQuerySchema,
  ruleListQueryFields,
} from '@tintero/domain';
import { idParams, queryId, wrappedBody } from '../../lib/route-schemas';
import { sendTable, tableFileResponse, tableFormatField, warmsXlsxWriter } from '../../lib/table-stream';
import { streamRulesWorkbook } from './excel';
import { conditionsOfRule, listRules, rulesOfActivity } from './queries';
import { createRule, deleteCondition, deleteRule, updateRule } from './service';
import { findRule } from './rows';
import { actualsOf } from './statistics';
import { conflictResponse } from '../../lib/error-answers';

/**
 * Time-estimation rules (spec part 2 §7 "Time estimation rules", DESIGN §7.7), administrators only
 * (the default of every route). Bodies are `{ "time_estimation_rule": {...} }`.
 */

const PAYLOAD_KEY = 'time_estimation_rule';
const FILE_NAME = 'reglas_de_estimacion';

export const timeEstimationRuleRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, options) => {
  const tags = ['time_estimation_rules'];

  app.get(
    '/time_estimation_rules',
    {
      schema: {
        tags,
        summary: 'Reglas paginadas en el servidor, con la precisión de sus estimaciones: { data, total, page, per_page }',
        querystring: rulePageQuerySchema,
        response: { 200: timeEstimationRulesPageResponseSchema },
      },
      ...warmsXlsxWriter,
    },
    async (request) => listRules(app.db, request.query),
  );

  app.get(
    '/time_estimation_rules/export_to_excel',
    {
      schema: {
        tags,
        summary: 'Hoja de cálculo .xlsx de las reglas (en flujo), filtradas y ordenadas como la lista',
        querystring: z.object({ ...ruleListQueryFields, ...tableFormatField }),
        response: tableFileResponse(FILE_NAME),
      },
    },
    async (request, reply) => {
      // Headers only once the search has run: a failure still answers JSON.
      const { format, ...query } = request.query;
      const table = await streamRulesWorkbook(app.db, { ...query, timeZone: options.timeZone }, format);
      return sendTable(reply, FILE_NAME, format, table);
    },
  );

  app.get(
    '/time_estimation_rules/search_by_activity/:activity',
    {
      // Sellers too: a quote's activity form fills its times from the rules as the order's does (DESIGN §12.1).
      config: { access: { roles: ['seller'] } },
      schema: {
        tags,
        summary: 'Las reglas de un tipo de actividad (die_cut o DieCut) con sus condiciones; 404 para otro nombre',
        params: z.object({ activity: queryText(40) }),
        response: { 200: z.array(timeEstimationRuleResponseSchema) },
      },
    },
    async (request) => rulesOfActivity(app.db, request.params.activity),
  );

  app.get(
    '/time_estimation_rules/:id',
    { schema: { tags, params: idParams, response: { 200: timeEstimationRuleResponseSchema } } },
    async (request) => findRule(app.db, request.params.id),
  );

  app.get(
    '/time_estimation_rules/:id/actuals',
    {
      schema: {
        tags,
        summary: 'Lo que tardaron de verdad las últimas 50 actividades terminadas que estimó la regla: mediana de minutos por unidad',
        params: idParams,
        response: { 200: ruleActualsResponseSchema },
      },
    },
    async (request) => actualsOf(app.db, request.params.id),
  );

  app.post(
    '/time_estimation_rules',
    { schema: { tags, body: wrappedBody(PAYLOAD_KEY, timeEstimationRuleSchema), response: { 201: timeEstimationRuleResponseSchema } } },
    async (request, reply) => reply.status(201).send(await createRule(app.db, request.currentUser, request.body[PAYLOAD_KEY])),
  );

  app.put(
    '/time_estimation_rules/:id',
    {
      schema: {
        tags,
        summary: 'Actualiza; `conditions`, si viene, reemplaza todas las condiciones',
        params: idParams,
        body: wrappedBody(PAYLOAD_KEY, timeEstimationRuleUpdateSchema),
        response: { 200: timeEstimationRuleResponseSchema },
      },
    },
    async (request) => updateRule(app.db, request.currentUser, request.params.id, request.body[PAYLOAD_KEY]),
  );

  app.delete(
    '/time_estimation_rules/:id',
    { schema: { tags, params: idParams, response: { 204: noContentResponseSchema } } },
    async (request, reply) => {
      await deleteRule(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/time_estimation_rules/:id/time_estimation_rule_conditions',
    { schema: { tags, params: idParams, response: { 200: z.array(ruleConditionResponseSchema) } } },
    async (request) => conditionsOfRule(app.db, request.params.id),
  );

  app.delete(
    '/time_estimation_rules/:id/time_estimation_rule_conditions/:condition_id',
    {
      schema: {
        tags,
        summary: 'Elimina una condición; nunca la última (409 last_condition)',
        params: z.object({ id: queryId(), condition_id: queryId() }),
        response: { 204: noContentResponseSchema, 409: conflictResponse('last_condition') },
      },
    },
    async (request, reply) => {
      await deleteCondition(app.db, request.currentUser, request.params.id, request.params.condition_id);
      return reply.status(204).send(null);
    },
  );
};
