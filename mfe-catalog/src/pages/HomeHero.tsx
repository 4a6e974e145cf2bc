import { Link } from 'react-router-dom';

/**
 * The top of the home page: its largest paint on a phone. Shown while the page's chunk loads too
 * (App.tsx), so nothing flashes after the server's markup of it.
 */
export function HomeHero() {
  return (
    <section className="cat-hero" aria-labelledby="home-title">
      <h1 id="home-title" className="cat-hero__title">
        Sound and light for every stage
      </h1>
      <p className="cat-hero__lead">Rent speakers, mixers and lighting rigs by the day, for concerts, weddings, conferences and club nights.</p>
      <div className="cat-hero__actions">
        <Link className="cat-btn cat-btn--primary cat-btn--large" to="/items">
          Browse Gear
        </Link>
        {/* Quick Book opened an empty cart for a first-time visitor: it leads to the catalogue's compact list and says what comes next. */}
        <Link className="cat-btn cat-btn--large" to="/items?view=list" aria-describedby="home-quick-book">
          Quick Book
        </Link>
      </div>
      <p id="home-quick-book" className="cat-hero__hint">
        Quick Book: pick your gear from the list, then choose your dates and book from your cart.
      </p>
    </section>
  );
}
