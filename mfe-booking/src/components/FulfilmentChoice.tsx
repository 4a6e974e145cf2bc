import { useId } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { formatMoney } from '@rental/money-days/money';
import type { DeliveryOptions, DeliveryWindowPlaces } from '@rental/platform/types';

/** What the customer filled in: pickup, or delivery with an address and two windows (ids of the server's windows). */
export interface FulfilmentDraft {
  method: 'pickup' | 'delivery';
  street: string;
  city: string;
  /**
   * The address as last put to the quote: where the shop prices by distance, the city and street
   * are typed freely and go to the quote when the customer leaves the field (the server places the
   * address on a map, so not at every key).
   */
  placed: { city: string; street: string };
  phone: string;
  notes: string;
  deliveryWindowId: number | null;
  collectionWindowId: number | null;
}

export const PICKUP_DRAFT: FulfilmentDraft = { method: 'pickup', street: '', city: '', placed: { city: '', street: '' }, phone: '', notes: '', deliveryWindowId: null, collectionWindowId: null };

/** What still stops a delivery from being booked, or null when it can be. */
export function draftProblem(draft: FulfilmentDraft): string | null {
  if (draft.method === 'pickup') return null;
  if (!draft.city.trim()) return 'Choose the city for the delivery';
  if (draft.deliveryWindowId === null) return 'Choose a delivery window';
  if (draft.collectionWindowId === null) return 'Choose a collection window';
  if (!draft.street.trim()) return 'Give the street address for the delivery';
  if (!/^\+?[0-9][0-9 ()-]{6,30}$/.test(draft.phone.trim())) return 'Give a phone number for the driver';
  return null;
}

/**
 * What the quote needs to price a delivery: the city and the windows, and the street as placed
 * (a city in one of the shop's zones is priced by its zone; elsewhere by the distance to the street).
 */
export function quotedFulfilment(draft: FulfilmentDraft) {
  const { city, street } = draft.placed;
  if (draft.method === 'pickup' || !city || draft.deliveryWindowId === null || draft.collectionWindowId === null) return undefined;
  return { method: 'delivery' as const, city, ...(street ? { street } : {}), deliveryWindowId: draft.deliveryWindowId, collectionWindowId: draft.collectionWindowId };
}

/** Everything the booking sends: the address as it is now (the server prices it again). */
export function bookedFulfilment(draft: FulfilmentDraft) {
  const priced = quotedFulfilment(draft);
  if (!priced) return undefined;
  return { ...priced, city: draft.city.trim(), street: draft.street.trim(), phone: draft.phone.trim(), ...(draft.notes.trim() ? { notes: draft.notes.trim() } : {}) };
}

function Field({ label, children, hint }: { label: string; hint?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="booking-dates__field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {hint && <p className="booking-muted booking-fulfilment__hint">{hint}</p>}
    </div>
  );
}

function WindowSelect({ label, date, windows, value, disabled, onPick }: { label: string; date: string; windows: DeliveryWindowPlaces[]; value: number | null; disabled: boolean; onPick: (id: number | null) => void }) {
  return (
    <Field label={`${label} on ${date}`} hint={windows.length ? undefined : 'The van does not run on this day: choose other dates, or pickup.'}>
      {(id) => (
        <select id={id} value={value ?? ''} disabled={disabled || !windows.length} onChange={(e: ChangeEvent<HTMLSelectElement>) => onPick(e.target.value ? Number(e.target.value) : null)}>
          <option value="">Choose a window</option>
          {windows.map((w) => (
            <option key={w.id} value={w.id} disabled={w.left <= 0 && w.id !== value}>
              {w.label} {w.left <= 0 ? '(full)' : `(${w.left} place${w.left === 1 ? '' : 's'} left)`}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface Props {
  draft: FulfilmentDraft;
  onChange: (draft: FulfilmentDraft) => void;
  /** The server's cities and windows for the cart's dates; undefined while asked for. */
  options: DeliveryOptions | undefined;
  startingDate: string;
  endingDate: string;
  locked?: boolean;
}

/** What the city field says of the fees: the free-delivery threshold, and how an address outside the zones is priced. */
function cityHint(options: DeliveryOptions): string | undefined {
  const hints: string[] = [];
  if (options.bands?.length) {
    const farthest = options.bands.at(-1)!;
    const first = options.bands[0];
    hints.push(`Outside the listed cities the fee goes by distance from the shop: from ${formatMoney(first.fee)} up to ${first.upToKm} km, up to ${farthest.upToKm} km in all.`);
  }
  if (options.freeDeliveryFrom !== null) hints.push(`Free delivery from ${formatMoney(options.freeDeliveryFrom)} of rental charges.`);
  return hints.join(' ') || undefined;
}

/** Pickup at the shop, or delivery and collection: the cities, fees and windows are the server's. */
export function FulfilmentChoice({ draft, onChange, options, startingDate, endingDate, locked = false }: Props) {
  const set = (change: Partial<FulfilmentDraft>) => onChange({ ...draft, ...change });
  const offered = !!options?.offered;
  const text = (field: 'street' | 'phone' | 'notes') => (e: ChangeEvent<HTMLInputElement>) => set({ [field]: e.target.value });
  // By distance: any city, typed (the shop's zones suggested); the address goes to the quote on leaving a field.
  // An API from before distance bands sends none.
  const byDistance = !!options?.bands?.length;
  const place = () => set({ placed: { city: draft.city.trim(), street: byDistance ? draft.street.trim() : '' } });
  const cityId = useId();
  return (
    <section className="booking-panel booking-fulfilment" aria-labelledby="booking-fulfilment-title">
      <h2 id="booking-fulfilment-title" className="booking-panel__title">
        Pickup or delivery
      </h2>
      <fieldset className="booking-fulfilment__methods" disabled={locked}>
        <legend className="booking-fulfilment__legend">How the gear reaches you</legend>
        <label>
          <input type="radio" name="fulfilment" checked={draft.method === 'pickup'} onChange={() => set({ method: 'pickup' })} /> Pick up at the shop
        </label>
        <label>
          <input type="radio" name="fulfilment" checked={draft.method === 'delivery'} disabled={!offered} onChange={() => set({ method: 'delivery' })} /> Delivery and collection
          {!offered && options && <span className="booking-muted"> (not offered)</span>}
        </label>
      </fieldset>
      {draft.method === 'delivery' && options && (
        <div className="booking-fulfilment__fields">
          <Field label="City" hint={cityHint(options)}>
            {(id) =>
              byDistance ? (
                <>
                  <input id={id} type="text" list={cityId} autoComplete="address-level2" maxLength={100} value={draft.city} disabled={locked} onChange={(e) => set({ city: e.target.value })} onBlur={place} />
                  <datalist id={cityId}>
                    {options.zones.map((zone) => (
                      <option key={zone.id} value={zone.city}>
                        {formatMoney(zone.fee)}
                      </option>
                    ))}
                  </datalist>
                </>
              ) : (
                <select id={id} value={draft.city} disabled={locked} onChange={(e: ChangeEvent<HTMLSelectElement>) => set({ city: e.target.value, placed: { city: e.target.value, street: '' } })}>
                  <option value="">Choose a city</option>
                  {options.zones.map((zone) => (
                    <option key={zone.id} value={zone.city}>
                      {zone.city} ({formatMoney(zone.fee)})
                    </option>
                  ))}
                </select>
              )
            }
          </Field>
          <Field label="Street address">{(id) => <input id={id} type="text" autoComplete="street-address" maxLength={200} value={draft.street} disabled={locked} onChange={text('street')} onBlur={byDistance ? place : undefined} />}</Field>
          <Field label="Phone for the driver">{(id) => <input id={id} type="tel" autoComplete="tel" maxLength={40} value={draft.phone} disabled={locked} onChange={text('phone')} />}</Field>
          <Field label="Notes for the driver (optional)">{(id) => <input id={id} type="text" maxLength={500} value={draft.notes} disabled={locked} onChange={text('notes')} />}</Field>
          <WindowSelect label="Delivery" date={startingDate} windows={options.delivery} value={draft.deliveryWindowId} disabled={locked} onPick={(deliveryWindowId) => set({ deliveryWindowId })} />
          <WindowSelect label="Collection" date={endingDate} windows={options.collection} value={draft.collectionWindowId} disabled={locked} onPick={(collectionWindowId) => set({ collectionWindowId })} />
        </div>
      )}
    </section>
  );
}
