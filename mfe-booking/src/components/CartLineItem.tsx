import { useEffect, useId, useRef } from 'react';
import { DeleteOutlined, MinusOutlined, PlusOutlined, WarningFilled } from '@ant-design/icons';
import { Picture, productImage } from '@rental/platform/images';
import { formatMoney } from '@rental/money-days/money';
import type { CartLine, QuoteLine, Shortage } from '@rental/platform/types';
import { useGetProductQuery } from '../api/bookingApi';
import { shortageText } from '../booking/shortages';
import { Button } from './Button';

interface Props {
  line: CartLine;
  /** The server's price for this line, when the current quote has it. */
  quoted?: QuoteLine;
  /** The server says fewer units are free on some day of the dates than this line asks for. */
  shortage?: Shortage;
  /** The fewest units free on any day of the dates, as the server last said. */
  freeUnits?: number;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
  /** The product is gone (the API answered 4xx): spec §4 removes such a line. */
  onGone: (key: string) => void;
  /** A booking of the cart as it is is on its way: changing a line now would be lost when it lands. */
  locked?: boolean;
}

/** A 4xx answer means the product no longer exists (or is not for rent); a network failure does not. */
function isGone(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export function CartLineItem({ line, quoted, shortage, freeUnits, onIncrease, onDecrease, onRemove, onGone, locked = false }: Props) {
  const { data: product, error, isLoading } = useGetProductQuery(line.key);
  const gone = isGone(error);
  const reported = useRef(false);
  const noteId = useId();
  useEffect(() => {
    // Once: React's development double effects would otherwise toast twice.
    if (!gone || reported.current) return;
    reported.current = true;
    onGone(line.key);
  }, [gone, line.key, onGone]);

  if (isLoading || gone) {
    return (
      <li className="booking-line" aria-busy="true" aria-label={`Loading ${line.key}`}>
        <span className="booking-line__image booking-skeleton" />
        <span className="booking-line__info">
          <span className="booking-skeleton booking-skeleton--line" />
          <span className="booking-skeleton booking-skeleton--line booking-skeleton--short" />
        </span>
      </li>
    );
  }

  const name = product?.name ?? line.key;
  const picture = productImage(product ?? null);
  const atLimit = freeUnits !== undefined && line.qty >= freeUnits;
  return (
    <li className={shortage ? 'booking-line booking-line--short' : 'booking-line'}>
      <Picture className="booking-line__image" src={picture} alt="" width={88} height={88} lazy={false} />
      <div className="booking-line__info">
        <h3 className="booking-line__name">{name}</h3>
        {product ? (
          <p className="booking-line__price">
            {formatMoney(product.price)} <span className="booking-muted">per day</span>
            {product.weekendPrice !== undefined && (
              <>
                {' · '}
                {formatMoney(product.weekendPrice)} <span className="booking-muted">per weekend</span>
              </>
            )}
            {product.weekPrice !== undefined && (
              <>
                {' · '}
                {formatMoney(product.weekPrice)} <span className="booking-muted">per week</span>
              </>
            )}
          </p>
        ) : (
          <p className="booking-line__warning" role="alert">
            Could not load this item. Check your connection and reload the page.
          </p>
        )}
        {quoted && (
          <p className="booking-line__total">
            <span className="booking-muted">Line total</span> {formatMoney(quoted.lineTotal)}
            {quoted.breakdown && <span className="booking-muted booking-line__breakdown"> ({quoted.breakdown})</span>}
          </p>
        )}
        {quoted && !!quoted.deposit && (
          <p className="booking-line__deposit">
            <span className="booking-muted">Deposit</span> {formatMoney(quoted.deposit)}
          </p>
        )}
        {shortage ? (
          <p id={noteId} className="booking-line__shortage">
            <WarningFilled aria-hidden /> {shortageText(shortage)}
          </p>
        ) : atLimit ? (
          <p id={noteId} className="booking-line__limit booking-muted">{freeUnits === 1 ? 'The last one free for these dates' : `All ${freeUnits} free for these dates`}</p>
        ) : null}
      </div>
      <div className="booking-line__controls">
        {/* The note on free units describes the quantity controls (a list item's description is not read). */}
        <div className="booking-qty" role="group" aria-label={`Quantity of ${name}`} aria-describedby={shortage || atLimit ? noteId : undefined}>
          <Button icon={<MinusOutlined />} disabled={locked} onClick={onDecrease} aria-label={`Decrease quantity of ${name}`} />
          <output className="booking-qty__value" aria-label={`Quantity of ${name}`}>
            {line.qty}
          </output>
          <Button icon={<PlusOutlined />} disabled={locked || atLimit} onClick={onIncrease} aria-label={`Increase quantity of ${name}`} />
        </div>
        <Button variant="text" danger icon={<DeleteOutlined />} disabled={locked} onClick={onRemove} aria-label={`Remove ${name}`}>
          Remove
        </Button>
      </div>
    </li>
  );
}
