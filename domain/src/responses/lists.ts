import { z } from 'zod';
import { rowId } from './common';

/** `GET /lists/seek_the_first_one_by_name/{name}`. */
export const listResponseSchema = z.object({ id: rowId(), name: z.string() });
export type CatalogueList = z.infer<typeof listResponseSchema>;

/**
 * An entry of a seeded list (`GET /items?list_name=`, `GET /lists/{id}/items`): forms store its
 * `key` and show its `value`, a label (not money). Every role gets it alike.
 */
export const catalogueItemResponseSchema = z.object({ id: rowId(), list_id: rowId(), key: z.string(), value: z.string() });
export type CatalogueItem = z.infer<typeof catalogueItemResponseSchema>;
