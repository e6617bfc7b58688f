import type { RenderedMail } from './templates';

/** A rendered mail for one recipient. */
export interface OutgoingMail extends RenderedMail {
  /** One address; never a list. */
  to: string;
}

/** A mail with its sender, as a transport hands it on. */
export interface AddressedMail extends OutgoingMail {
  from: string;
}
