/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address shown in the help dialog (default soporte@tintero.local). */
  readonly VITE_CONTACT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
