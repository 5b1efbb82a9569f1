/**
 * Spanish texts that both ends must say with the same words: generic validation messages quoted
 * by the spec, and the server's error messages. Screen texts live in web/src/i18n/es.json.
 */
export const messages = {
  required: 'Este campo es requerido.',
  invalid: 'El valor es invalido.',
  tooLong: (max: number) => `Debe tener como máximo ${max} caracteres.`,
  tooSmall: (min: number) => `Debe ser mayor o igual a ${min}.`,
  tooSmallExclusive: (min: number) => `Debe ser mayor que ${min}.`,
  /** `max` as a person reads it (`1.000.000.000`, `99.999.999.999.999,999999`). */
  tooLarge: (max: string) => `Debe ser menor o igual a ${max}.`,
  /** NUL bytes and lone UTF-16 surrogates: nothing a person types, and nothing PostgreSQL can store. */
  invalidCharacters: 'Contiene caracteres no válidos.',
  /** A value that must be an object (the fields of a record) received something else. */
  notAnObject: 'Debe ser un objeto con los campos del registro.',
  invalidEmail: 'El correo electrónico no es válido.',
  invalidDate: 'La fecha no es válida (AAAA-MM-DD).',
  usernameFormat: 'Debe estar en minúsculas, sin espacios.',
  passwordTooShort: (min: number) => `La contraseña debe tener al menos ${min} caracteres.`,
  passwordMismatch: 'La confirmación no coincide con la contraseña.',
  currentPasswordRequired: 'Debe ingresar su contraseña actual.',
  currentPasswordWrong: 'La contraseña actual no es correcta.',
  usernameTaken: 'Ya existe un usuario con este nombre de usuario.',
  identificationTaken: 'Ya existe un usuario con este número de identificación.',
  ownRole: 'No puede cambiar su propio rol.',
  http: {
    badRequest: 'La solicitud no es válida.',
    badUrl: 'La dirección de la solicitud no es válida.',
    invalidJson: 'El cuerpo de la solicitud no es un JSON válido.',
    emptyBody: 'El cuerpo de la solicitud está vacío.',
    unsupportedMediaType: 'El tipo de contenido de la solicitud no es compatible.',
    payloadTooLarge: 'La solicitud es demasiado grande.',
    /** The body must carry the record in its resource key: `{ "user": {...} }` (DESIGN §4). */
    wrappedBody: (key: string) => `El cuerpo de la solicitud debe enviar los datos dentro de "${key}".`,
    validation: 'Los datos enviados no son válidos. Revise los campos marcados.',
    unauthorized: 'Su sesión no es válida o ha expirado. Inicie sesión de nuevo.',
    forbidden: 'No tiene permiso para realizar esta acción.',
    notFound: 'El recurso solicitado no existe.',
    conflict: 'El estado del registro no permite esta acción.',
    tooManyRequests: 'Demasiados intentos. Espere un momento e intente de nuevo.',
    /** GET /v1/events past the open streams a user may hold (docs/decisions/026). */
    tooManyStreams: 'Este usuario tiene demasiadas pantallas en vivo abiertas. Cierre alguna e intente de nuevo.',
    internal: 'Ocurrió un error inesperado en el servidor.',
    busy: 'El servidor está ocupado. Intente de nuevo.',
  },
  /** The `Idempotency-Key` header of a write (DESIGN §12.3, docs/decisions/046). */
  idempotency: {
    keyLength: 'La clave Idempotency-Key debe tener entre 1 y 255 caracteres visibles.',
    keyReused: 'La clave Idempotency-Key ya se usó con otra solicitud: cada acción necesita su propia clave.',
    inProgress: 'Esta acción ya se está procesando con la misma clave Idempotency-Key. Espere un momento e intente de nuevo.',
  },
  signIn: {
    invalidCredentials: 'El usuario y/o contraseña no son validos.',
  },
  users: {
    cannotDisableSelf: 'No puede deshabilitar su propio usuario.',
  },
  productionOrders: {
    notFound: 'La orden de producción no existe.',
    actualAmountRequired: 'La cantidad real es requerida cuando la orden está terminada.',
    totalsTooLarge: 'Los totales de la orden superarían el valor máximo que se puede registrar (99.999.999.999.999,999999).',
    contractValueTooLarge: 'El valor del contrato (cantidad × valor unitario) debe ser menor o igual a 99.999.999.999.999,999999.',
    initialStatus: 'Una orden nueva solo puede estar en revisión o en desarrollo.',
    closed: 'La orden de producción está terminada o cancelada y ya no se puede modificar.',
    intervalRunning: 'La orden tiene actividades con tiempo en curso; páuselas antes de terminarla o cancelarla.',
    notYours: 'Solo puede ver las órdenes en las que trabaja.',
    notDeveloping: 'La orden no está en desarrollo: los operarios solo trabajan en órdenes en desarrollo.',
  },
} as const;
