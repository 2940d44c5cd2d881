// A merchant's gateways and methods per flow as the preference response offers them (companion §3), with the
// merchant's own limits per method (the back office's payment limits), and the gateway as the operator sets it.
// Apart from payment.ts, which the home route's first bundle carries for the socket's PAYMENT_UPDATE: only the
// payments screens and the back office need these.
import { array, boolean, literal, number, optional, type } from 'superstruct';
import { GatewayName, PreferenceMethodWire } from './payment.ts';

export const GatewayPreferenceWire = type({ name: GatewayName, enabled: boolean(), methods: array(PreferenceMethodWire) });

/** A merchant's own minimum and maximum of one of the gateway's methods, in ETB (the back office's payment limits). */
export const MethodLimitWire = type({ method: PreferenceMethodWire, min_amount: number(), max_amount: number() });

/** A gateway as the preference response offers it: companion §3's, plus the limits the merchant set (none: defaults). */
export const OfferedGatewayWire = type({
  name: GatewayName,
  enabled: boolean(),
  methods: array(PreferenceMethodWire),
  limits: optional(array(MethodLimitWire)),
});

/** Companion §3: the payment preference response. */
export const PreferencesAnswer = type({
  success: literal(true),
  preferences: type({ gateways: array(OfferedGatewayWire) }),
});
