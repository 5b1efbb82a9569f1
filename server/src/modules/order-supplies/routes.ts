import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  externalServiceResponseSchema,
  externalServiceSchema,
  externalServiceUpdateSchema,
  listsOf,
  movementRecordResponses,
  movementRecordResponseSchema,
  supplyMessages,
  supplyMovementRecordSchema,
  supplyMovementRecordUpdateSchema,
  supplyUsedSchema,
} from '@tintero/domain';
import type { Database } from '../../db/client';
import { idParams, queryId, wrappedBody } from '../../lib/route-schemas';
import type { AccessConfig, CurrentUser } from '../../plugins/auth';
import { byRole } from '../../plugins/responses';
import { todayIn } from '../../lib/dates';
import { assertOperatorOnOrder } from '../production-orders/guards';
import {
  findExternalService,
  findRecord,
  leftoverKind,
  listExternalServices,
  listRecords,
  supplyUsedKind,
  type MovementRecordKind,
} from './queries';
import { createExternalService, deleteExternalService, updateExternalService } from './service';
import { createRecord, deleteRecord, updateRecord } from './movement-records';
import { conflictResponse, validationErrorResponse } from '../../lib/error-answers';

/** A closed order refuses every change under it (production-orders/guards.ts). */
const ORDER_CLOSED = conflictResponse('order_closed');
/** Supplies used and leftovers: also an operator's write on an order not in development, and the edit window. */
const MOVEMENT_CONFLICTS = conflictResponse('order_closed', 'order_not_developing', 'edit_window_closed');

const recordId = queryId();
const recordParams = <K extends string>(key: K) => idParams.extend({ [key]: recordId } as Record<K, typeof recordId>);
/** The order id of a route whose record key is only known at run time. */
const orderIdOf = (routeParams: unknown) => (routeParams as { id: number }).id;

/** Operators reach an order's supplies used only on orders in development they work on (DESIGN §5). */
const assertWorksOnOrder = (db: Database, actor: CurrentUser, orderId: number, intent: 'read' | 'write') =>
  assertOperatorOnOrder(db, actor, orderId, intent, supplyMessages.notYourOrder);

interface RecordResource {
  path: string;
  bodyKey: string;
  idKey: string;
  kind: MovementRecordKind;
  /** Operators may list, read and add (the "add ink" panel); only administrators change or delete. */
  operatorsMayAdd: boolean;
}

const recordResources: RecordResource[] = [
  { path: 'supplies_used', bodyKey: 'supply_used', idKey: 'supply_used_id', kind: supplyUsedKind, operatorsMayAdd: true },
  { path: 'leftovers', bodyKey: 'leftover', idKey: 'leftover_id', kind: leftoverKind, operatorsMayAdd: false },
];

export interface OrderSupplyOptions {
  timeZone: string;
  /** OFFLINE_GRACE_MINUTES: how old the stated moment of a supply used added offline may be (lib/stated-at.ts). */
  offlineGraceMinutes: number;
}

export const orderSupplyRoutes: FastifyPluginAsyncZod<OrderSupplyOptions> = async (app, options) => {
  for (const resource of recordResources) {
    const tags = [resource.path];
    const base = `/production_orders/:id/${resource.path}`;
    const item = `${base}/:${resource.idKey}`;
    const params = recordParams(resource.idKey);
    const operatorAccess: { access?: AccessConfig } = resource.operatorsMayAdd ? { access: { roles: ['operator'] } } : {};
    const recordIdOf = (routeParams: unknown) => (routeParams as Record<string, number>)[resource.idKey] as number;
    const { kind } = resource;
    // Operators get a record without its value and unit value.
    const record = byRole(movementRecordResponses);

    app.get(
      base,
      { config: operatorAccess, schema: { tags, params: idParams, response: { 200: byRole(listsOf(movementRecordResponses)) } } },
      async (request) => {
        await assertWorksOnOrder(app.db, request.currentUser, orderIdOf(request.params), 'read');
        return listRecords(app.db, kind, orderIdOf(request.params));
      },
    );

    app.get(item, { config: operatorAccess, schema: { tags, params, response: { 200: record } } }, async (request) => {
      await assertWorksOnOrder(app.db, request.currentUser, orderIdOf(request.params), 'read');
      return findRecord(app.db, kind, orderIdOf(request.params), recordIdOf(request.params));
    });

    app.post(
      base,
      {
        config: operatorAccess,
        schema: {
          tags,
          params: idParams,
          // A supply used ("add ink") may state the moment it was tapped offline (`at`, DESIGN §12.3).
          body: wrappedBody(resource.bodyKey, resource.operatorsMayAdd ? supplyUsedSchema : supplyMovementRecordSchema),
          response: { 201: record, 409: MOVEMENT_CONFLICTS },
        },
      },
      async (request, reply) => {
        await assertWorksOnOrder(app.db, request.currentUser, orderIdOf(request.params), 'write');
        const body = (request.body as Record<string, unknown>)[resource.bodyKey];
        const clock = resource.operatorsMayAdd ? { now: app.now(), graceMinutes: options.offlineGraceMinutes } : undefined;
        return reply.status(201).send(await createRecord(app.db, kind, request.currentUser, orderIdOf(request.params), body, clock));
      },
    );

    app.put(
      item,
      {
        schema: {
          tags,
          summary: 'Dentro de la hora siguiente a su creación, o con cantidad 0',
          params,
          body: wrappedBody(resource.bodyKey, supplyMovementRecordUpdateSchema),
          response: { 200: movementRecordResponseSchema, 409: MOVEMENT_CONFLICTS },
        },
      },
      async (request) => {
        const id = recordIdOf(request.params);
        const body = (request.body as Record<string, unknown>)[resource.bodyKey];
        return updateRecord(app.db, kind, request.currentUser, orderIdOf(request.params), id, body);
      },
    );

    app.delete(
      item,
      {
        schema: {
          tags,
          summary: 'Dentro de la hora siguiente a su creación, o con cantidad 0',
          params,
          response: {
            200: movementRecordResponseSchema,
            409: MOVEMENT_CONFLICTS,
            // Taking a leftover back takes its stock out again: refused (422) when it was consumed since.
            ...(resource.kind === leftoverKind && { 422: validationErrorResponse('Devolverlo dejaría el insumo en negativo') }),
          },
        },
      },
      async (request) => {
        const id = recordIdOf(request.params);
        return deleteRecord(app.db, kind, request.currentUser, orderIdOf(request.params), id);
      },
    );
  }

  const tags = ['external_services'];
  const base = '/production_orders/:id/external_services';
  const item = `${base}/:external_service_id`;
  const params = recordParams('external_service_id');
  const today = () => todayIn(options.timeZone);

  const service = { 200: externalServiceResponseSchema };

  app.get(base, { schema: { tags, params: idParams, response: { 200: z.array(externalServiceResponseSchema) } } }, async (request) =>
    listExternalServices(app.db, request.params.id),
  );

  app.get(item, { schema: { tags, params, response: service } }, async (request) =>
    findExternalService(app.db, request.params.id, request.params.external_service_id),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        params: idParams,
        body: wrappedBody('external_service', externalServiceSchema),
        response: { 201: externalServiceResponseSchema, 409: ORDER_CLOSED },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createExternalService(app.db, request.params.id, request.body.external_service, today())),
  );

  app.put(
    item,
    {
      schema: {
        tags,
        params,
        body: wrappedBody('external_service', externalServiceUpdateSchema),
        response: { ...service, 409: ORDER_CLOSED },
      },
    },
    async (request) =>
      updateExternalService(app.db, request.params.id, request.params.external_service_id, request.body.external_service, today()),
  );

  app.delete(item, { schema: { tags, params, response: { ...service, 409: ORDER_CLOSED } } }, async (request) =>
    deleteExternalService(app.db, request.params.id, request.params.external_service_id),
  );
};
