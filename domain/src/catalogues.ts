/**
 * Catalogues served by `/v1/lists` and `/v1/items`, seeded at start (insert-if-missing, so an
 * administrator's later edits are kept). Later features add their catalogues here.
 */
export interface CatalogueItem {
  key: string;
  value: string;
}

export const catalogues: Record<string, CatalogueItem[]> = {
  types_of_documents: [
    { key: 'CC', value: 'Cédula de Ciudadanía' },
    { key: 'CE', value: 'Cédula de Extranjería' },
    { key: 'TI', value: 'Tarjeta de Identidad' },
    { key: 'PA', value: 'Pasaporte' },
    { key: 'NIT', value: 'NIT' },
    { key: 'PEP', value: 'Permiso Especial de Permanencia' },
  ],
  types_of_supplies: [
    { key: 'paper', value: 'Papel' },
    { key: 'board', value: 'Cartón' },
    { key: 'ink', value: 'Tinta' },
    { key: 'film', value: 'Película' },
    { key: 'varnish', value: 'Barniz' },
    { key: 'glue', value: 'Pegante' },
    { key: 'foil', value: 'Foil' },
    { key: 'other', value: 'Otro' },
  ],
};
