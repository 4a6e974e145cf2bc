// Home: the hero, what the shop offers, the first 8 products of the catalogue and a way to ask for help.
import { BulbOutlined, CalendarOutlined, SoundOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useGetCataloguePageQuery } from '../api/catalogueApi';
import { CatalogStyles } from '../components/CatalogStyles';
import { ProductGrid } from '../components/ProductCard';
import { FEATURED_COUNT, FEATURED_REQUEST } from './featured';


const FEATURES = [
  { icon: <SoundOutlined />, title: 'Pro audio', text: 'Speakers, subwoofers, mixers and microphones from the brands engineers ask for.' },
  { icon: <BulbOutlined />, title: 'Stage lighting', text: 'Moving heads, LED pars, spots and fog: tested, cleaned and packed before every hire.' },
  { icon: <CalendarOutlined />, title: 'Rent by the day', text: 'Pick your dates, see the price at once and book in minutes. Free shipping on every item.' },
];

export default function HomePage() {
  const { data, isError } = useGetCataloguePageQuery(FEATURED_REQUEST);
  return (
    <div className="cat-page">
      <CatalogStyles />
      <section className="cat-hero" aria-labelledby="home-title">
        <h1 id="home-title" className="cat-hero__title">
          Sound and light for every stage
        </h1>
        <p className="cat-hero__lead">Rent speakers, mixers and lighting rigs by the day, for concerts, weddings, conferences and club nights.</p>
        <div className="cat-hero__actions">
          <Link className="cat-btn cat-btn--primary cat-btn--large" to="/items">
            Browse Gear
          </Link>
          <Link className="cat-btn cat-btn--large" to="/booking">
            Quick Book
          </Link>
        </div>
      </section>

      <section className="cat-features" aria-label="Why rent with us">
        {FEATURES.map((feature) => (
          <article key={feature.title} className="cat-feature">
            <span className="cat-feature__icon" aria-hidden>
              {feature.icon}
            </span>
            <h2 className="cat-feature__title">{feature.title}</h2>
            <p>{feature.text}</p>
          </article>
        ))}
      </section>

      <section aria-labelledby="featured-title">
        <h2 id="featured-title" className="cat-h2">
          Featured gear
        </h2>
        {isError ? (
          <div className="cat-state">
            <p className="cat-state__title">Featured gear is not available right now.</p>
            <Link className="cat-btn" to="/items">
              Open the catalogue
            </Link>
          </div>
        ) : (
          <ProductGrid products={data?.data.slice(0, FEATURED_COUNT)} skeletons={FEATURED_COUNT} headingLevel={3} label="Featured gear" />
        )}
      </section>

      <section className="cat-help" aria-labelledby="help-title">
        <div>
          <h2 id="help-title">Not sure what your event needs?</h2>
          <p>Tell us about the venue and the crowd: our technicians will put the right rig together.</p>
        </div>
        <Link className="cat-btn cat-btn--primary" to="/contact">
          Ask an expert
        </Link>
      </section>
    </div>
  );
}
