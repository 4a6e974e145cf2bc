import { useId, useState } from 'react';
import type { RentalTerms } from '@rental/platform/types';
import { Button } from './Button';

interface CouponProps {
  /** The code the quote is asked with, or null. */
  applied: string | null;
  onApply: (code: string | null) => void;
  /** The server is quoting the cart with the typed code. */
  checking?: boolean;
  /** Why the server refused the typed code, in its words. */
  problem?: string | null;
  disabled: boolean;
}

/** A coupon code: applied, the server's quote shows its discount or says why it is refused. */
export function CouponField({ applied, onApply, checking = false, problem = null, disabled }: CouponProps) {
  const [typed, setTyped] = useState('');
  const id = useId();
  return (
    <section className="booking-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="booking-panel__title">
        Coupon
      </h2>
      {applied ? (
        <p className="booking-coupon__applied">
          <span data-testid="coupon-applied">{applied}</span> is applied.{' '}
          <Button size="small" onClick={() => onApply(null)} disabled={disabled}>
            Remove
          </Button>
        </p>
      ) : (
        <form
          className="booking-coupon"
          onSubmit={(event) => {
            event.preventDefault();
            if (typed.trim()) onApply(typed.trim().toUpperCase());
          }}
        >
          <label htmlFor={`${id}-code`}>Coupon code</label>
          <input
            className="booking-input"
            id={`${id}-code`}
            value={typed}
            maxLength={40}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
            disabled={disabled}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
          <Button htmlType="submit" loading={checking} disabled={disabled || !typed.trim()}>
            Apply
          </Button>
          {problem && (
            <p id={`${id}-problem`} className="booking-coupon__problem" role="alert" data-testid="coupon-problem">
              {problem}
            </p>
          )}
        </form>
      )}
    </section>
  );
}

interface TermsProps {
  terms: RentalTerms;
  name: string;
  onName: (name: string) => void;
  disabled: boolean;
}

/** The shop's rental terms, read at checkout and accepted by typing the full name. */
export function TermsAcceptance({ terms, name, onName, disabled }: TermsProps) {
  const id = useId();
  return (
    <section className="booking-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="booking-panel__title">
        Rental agreement
      </h2>
      <div className="booking-terms" tabIndex={0} role="document" aria-label={`Rental terms, version ${terms.version}`}>
        {terms.text}
      </div>
      <label htmlFor={`${id}-name`} className="booking-terms__label">
        Type your full name to accept these terms (version {terms.version})
      </label>
      <input className="booking-input" id={`${id}-name`} value={name} maxLength={200} autoComplete="name" onChange={(event) => onName(event.target.value)} disabled={disabled} />
    </section>
  );
}

/** A typed name counts as an acceptance once it has two letters or more. */
export const acceptedName = (name: string): boolean => name.trim().length >= 2;
