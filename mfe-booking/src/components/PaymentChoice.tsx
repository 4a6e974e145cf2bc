import { useId } from 'react';
import { formatMoney } from '@rental/money-days/money';
import type { PaymentPlan, QuoteResult } from '@rental/platform/types';
import { PLAN_LABELS, providerLabel } from '../booking/providerForm';

interface Props {
  /** The plans the shop offers (GET /api/payments/options); a deposit plan shows only when the cart has a deposit. */
  plans: PaymentPlan[];
  quote: QuoteResult | undefined;
  value: PaymentPlan;
  onChange: (plan: PaymentPlan) => void;
  disabled?: boolean;
  holdMinutes: number;
  /** Who takes the money online ('payhere', 'stripe'). */
  provider: string | null;
}

/** How the customer settles the booking: each choice with what it costs now, from the server's quote. */
export function PaymentChoice({ plans, quote, value, onChange, disabled = false, holdMinutes, provider }: Props) {
  const now = (plan: PaymentPlan) => (!quote ? undefined : plan === 'full' ? (quote.amountDue ?? quote.total + (quote.deposit ?? 0)) : plan === 'deposit' ? (quote.deposit ?? 0) : 0);
  const name = useId();
  const offered = plans.filter((plan) => plan !== 'deposit' || !quote || (quote.deposit ?? 0) > 0);
  return (
    <fieldset className="booking-payment" disabled={disabled}>
      <legend className="booking-payment__legend">How would you like to pay?</legend>
      <div className="booking-payment__options">
        {offered.map((plan) => (
          <label key={plan} className="booking-payment__option">
            <input type="radio" name={name} value={plan} checked={value === plan} onChange={() => onChange(plan)} />
            <span>{PLAN_LABELS[plan]}</span>
            {now(plan) !== undefined && plan !== 'pickup' && <span className="booking-muted booking-nowrap"> · {formatMoney(now(plan)!)} now</span>}
          </label>
        ))}
      </div>
      {value !== 'pickup' && (
        <p className="booking-muted booking-payment__note">
          You pay on {providerLabel(provider)}'s secure page. Your gear is held for {holdMinutes} minutes while you pay.
        </p>
      )}
    </fieldset>
  );
}
