import { act, render, screen } from '@testing-library/react';
import { createAppStore } from '../store/createAppStore';
import { PlatformProviders } from '../ui/PlatformProviders';
import { useCart } from './useCart';

let cart: ReturnType<typeof useCart>;
function CartBadge() {
  cart = useCart();
  return <span>{cart.count} items</span>;
}

describe('useCart', () => {
  it('shows the item count and updates it through its actions', () => {
    render(
      <PlatformProviders store={createAppStore()}>
        <CartBadge />
      </PlatformProviders>,
    );
    expect(screen.getByText('0 items')).toBeInTheDocument();
    act(() => {
      cart.addToCart('SPK-01');
      cart.addToCart('SPK-01', 2);
      cart.addToCart('PAR-64');
    });
    expect(screen.getByText('4 items')).toBeInTheDocument();
    act(() => cart.decreaseQty('PAR-64'));
    expect(screen.getByText('3 items')).toBeInTheDocument();
    act(() => cart.setDates('2026-12-24', '2026-12-27'));
    expect(cart.cart).toMatchObject({ days: 3, startingDate: '2026-12-24', endingDate: '2026-12-27' });
    act(() => cart.clearCart());
    expect(screen.getByText('0 items')).toBeInTheDocument();
  });
});
