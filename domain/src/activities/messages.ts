/**
 * Spanish texts of the activities, their workers and the machines that both ends must say with the
 * same words (the generic ones, "Este campo es requerido." and the like, are in ../messages.ts).
 */
export const activityMessages = {
  notFound: 'La actividad no existe.',
  unknownType: 'El tipo de actividad no existe.',
  notYours: 'Solo puede ver las actividades en las que trabaja.',
  finished: 'La actividad está terminada y ya no se puede modificar.',
  finishedNotDeletable: 'La actividad está terminada y no se puede eliminar.',
  alreadyFinished: 'La actividad ya está terminada.',
  hasIntervals: 'La actividad tiene tiempos registrados y no se puede eliminar.',
  workerHasIntervals: (name: string) => `${name} tiene tiempo registrado en esta actividad y no se puede quitar de ella.`,
  stillThirdParty: 'Una actividad terminada por un tercero debe seguir marcada como hecha por un tercero.',
  userNotAssignable: (id: number) => `El usuario ${id} no existe o está deshabilitado; solo se pueden asignar usuarios habilitados.`,
  dueDateBeforeToday: 'La fecha de entrega no puede ser anterior a hoy.',
  timeTooLong: (max: string) => `El tiempo no puede ser mayor a ${max}.`,
  estimateTooLarge:
    'El tiempo estimado total (tiempo antes de producción + tiempo por unidad × cantidad) supera el máximo que se puede registrar.',
  orderNotFound: 'La orden de producción no existe.',
  machineNotFound: 'La máquina no existe.',
  supplyNotFound: 'El insumo no existe.',
  notInList: 'El valor no está en la lista de opciones.',
  machines: {
    notFound: 'La máquina no existe.',
    nameTaken: 'Ya existe una máquina con este nombre.',
    inUse: 'La máquina está asignada a actividades y no se puede eliminar.',
  },
} as const;
