import { z } from 'zod';

/**
 * zod's own messages in Spanish, for both ends: the fallback of any check that has no message of
 * ours (a type error deep in a union, say). No English from the validator reaches a person.
 */
z.config(z.locales.es());
