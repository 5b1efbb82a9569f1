import type { Machine } from '@tintero/domain';
import { createResource } from '../../lib/resource';

/**
 * Machines through the CRUD factory: `/v1/machines`, bodies wrapped in `machine`. The activity
 * form's machine select reads the same list key (`['machines', 'list', {}]`), so a machine saved
 * here shows there at once.
 */
export const machinesResource = createResource<Machine>({ name: 'machines', path: '/machines', wrapper: 'machine' });

export const useMachineList = () => machinesResource.useList();
export const useCreateMachine = () => machinesResource.useCreate();
export const useUpdateMachine = () => machinesResource.useUpdate();
export const useDeleteMachine = () => machinesResource.useRemove();
