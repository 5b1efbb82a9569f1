import type { ActivityResponse, AnyActivityDefinition } from '@tintero/domain';

/** The server's declared answers (`domain/src/responses`): workers, their list and machines. */
export type { ActivityWorker, ActivityWorkers, Machine } from '@tintero/domain';

/**
 * An activity as the API answers it (`activityResponses` in the domain): common fields and the
 * type's own side by side (DESIGN §6), the machine's name and the workers. `value` and
 * `machinery_cost` are absent for operators.
 */
export type ActivityRecord = ActivityResponse;

/** Activities store a catalogue item's `key` and show its value (lib/catalogue fetches the lists). */
export type { CatalogueItem } from '@tintero/domain';
export type { Catalogues } from '../../lib/catalogue';

export type Definition = AnyActivityDefinition;
