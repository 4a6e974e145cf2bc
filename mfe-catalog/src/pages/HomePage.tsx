// Home: the hero, what the shop offers, the first 8 products of the catalogue and a way to ask for help.
import { BulbOutlined, CalendarOutlined, SoundOutlined } from '@ant-design/icons';
import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { useGetCataloguePageQuery } from '../api/catalogueApi';
import { CatalogueStyles } from '../components/CatalogueStyles';
import { ProductGrid } from '../components/ProductCard';
import { FEATURED_COUNT, FEATURED_REQUEST } from './featured';
import { HomeHero } from './HomeHero';

const FEATURES = [
  { icon: <SoundOutlined />, title: 'Pro audio', text: 'Speakers, subwoofers, mixers and microphones from the brands engineers ask for.' },
  { icon: <BulbOutlined />, title: 'Stage lighting', text: 'Moving heads, LED pars, spots and fog: tested, cleaned and packed before every hire.' },
  { icon: <CalendarOutlined />, title: 'Rent by the day', text: 'Pick your dates, see the price at once and book in minutes. Free shipping on every item.' },
];

export default function HomePage() {
  const { data: arrived, isError } = useGetCataloguePageQuery(FEATURED_REQUEST);
  // The cards render at transition priority, in slices between which the browser can run (the store
  // announces the response in an animation frame; rendering 8 cards there was one long task on a phone).
  const data = useDeferredValue(arrived);
  return (
    <div className="cat-page">
      <CatalogueStyles />
      <HomeHero />

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
