/**
 * Spanish texts that both ends must say with the same words: generic validation messages quoted
 * by the spec, and the server's error messages. Screen texts live in web/src/i18n/es.json.
 */
export const messages = {
  required: 'Este campo es requerido.',
  invalid: 'El valor es invalido.',
  tooLong: (max: number) => `Debe tener como máximo ${max} caracteres.`,
  tooSmall: (min: number) => `Debe ser mayor o igual a ${min}.`,
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
    validation: 'Los datos enviados no son válidos. Revise los campos marcados.',
    unauthorized: 'Su sesión no es válida o ha expirado. Inicie sesión de nuevo.',
    forbidden: 'No tiene permiso para realizar esta acción.',
    notFound: 'El recurso solicitado no existe.',
    conflict: 'El estado del registro no permite esta acción.',
    tooManyRequests: 'Demasiados intentos. Espere un momento e intente de nuevo.',
    internal: 'Ocurrió un error inesperado en el servidor.',
    busy: 'El servidor está ocupado. Intente de nuevo.',
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
    initialStatus: 'Una orden nueva solo puede estar en revisión o en desarrollo.',
    closed: 'La orden de producción está terminada o cancelada y ya no se puede modificar.',
    intervalRunning: 'La orden tiene actividades con tiempo en curso; páuselas antes de terminarla.',
    notYours: 'Solo puede ver las órdenes en las que trabaja.',
  },
} as const;
