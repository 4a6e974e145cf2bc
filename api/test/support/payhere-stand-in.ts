// The PayHere stand-in is shared with the browser journeys (one protocol, one implementation).
export { startPayHereStandIn } from '../../../e2e/fixtures/payhere-stand-in.mjs';
export type { PayHereCheckout, PayHereStandIn } from '../../../e2e/fixtures/payhere-stand-in.mjs';
