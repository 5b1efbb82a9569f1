import type { Quote } from '../types';

export type QuoteHeaderValues = {
  client: string;
  contact: string;
  reference: string;
  description: string;
  delivery_day: string;
  valid_until: string;
  observation: string;
  /** The first option's quantity (new quotes only). */
  quantity?: number | null;
};

/** A quote's header as the form holds it: empty text for what is not there. */
export function toHeaderValues(quote: Quote | null, validUntil: string): QuoteHeaderValues {
  if (!quote) {
    return {
      client: '',
      contact: '',
      reference: '',
      description: '',
      delivery_day: '',
      valid_until: validUntil,
      observation: '',
      quantity: 1000,
    };
  }
  return {
    client: quote.client,
    contact: quote.contact ?? '',
    reference: quote.reference ?? '',
    description: quote.description ?? '',
    delivery_day: quote.delivery_day ?? '',
    valid_until: quote.valid_until,
    observation: quote.observation ?? '',
  };
}
